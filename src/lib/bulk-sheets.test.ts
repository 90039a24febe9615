import { describe, expect, it } from 'vitest'

import { cellText, parseTable, readCell, safeCell, SHEETS, type Column } from './bulk-sheets'

const tuition = SHEETS['tuition-rows']
const column = (header: string): Column => {
  const found = Object.values(SHEETS)
    .flatMap((sheet) => sheet.columns)
    .find((c) => c.header === header)
  if (!found) throw new Error(header)
  return found
}
const HEADING = ['Programme code', 'Level', 'Semester', 'Tuition (NGN)', 'Tuition international (USD)']

describe('reading a cell', () => {
  it('reads amounts as a bursar writes them, and refuses what is not one', () => {
    const amount = column('Tuition (NGN)')
    expect(readCell(amount, '1,250,000')).toEqual({ value: 1250000 })
    expect(readCell(amount, '₦1,250,000')).toEqual({ value: 1250000 })
    expect(readCell(amount, ' 980000 ')).toEqual({ value: 980000 })
    expect(readCell(amount, '2500.50')).toEqual({ value: 2500.5 })
    for (const bad of ['12,5OO', '-5', 'abc', '1.2.3', '1,25,000', '12.345'])
      expect(readCell(amount, bad), bad).toHaveProperty('error', expect.stringContaining('is not an amount'))
    expect(readCell(amount, '')).toEqual({ error: 'Tuition (NGN) is empty' })
  })

  it('takes a choice in any case and by its other words, and names the choices when wrong', () => {
    expect(readCell(column('Semester'), 'first')).toEqual({ value: 'First' })
    expect(readCell(column('Semester'), '2')).toEqual({ value: 'Second' })
    expect(readCell(column('Level'), 'all')).toEqual({ value: 'All' })
    expect(readCell(column('Level'), '900')).toEqual({
      error: 'Level: "900" is not one of All, 100, 200, 300, 400, 500, 600, 700, 800',
    })
  })

  it('reads real calendar dates only, yes and no, e-mail addresses, and staff IDs by their pattern', () => {
    expect(readCell(column('Date'), '2027-02-28')).toEqual({ value: '2027-02-28' })
    expect(readCell(column('Date'), '2027-02-29')).toHaveProperty('error')
    expect(readCell(column('Date'), '28/02/2027')).toHaveProperty('error')
    expect(readCell(column('Required'), 'No')).toEqual({ value: false })
    expect(readCell(column('Required'), '')).toEqual({ value: null })
    expect(readCell(column('Email'), 'a.okon@acu.edu.ng')).toEqual({ value: 'a.okon@acu.edu.ng' })
    expect(readCell(column('Email'), 'a.okon at acu')).toHaveProperty('error')
    expect(readCell(column('Staff ID'), 'ACU/0042')).toEqual({ value: 'ACU/0042' })
    expect(readCell(column('Staff ID'), 'acu 42')).toHaveProperty('error', expect.stringContaining('capital letters'))
    expect(readCell(column('Duration'), '5')).toEqual({ value: 5 })
    expect(readCell(column('Duration'), '4.5')).toEqual({ error: 'Duration: "4.5" is not a whole number from 1 to 8' })
    expect(readCell(column('Duration'), '0')).toHaveProperty('error')
  })

  it('writes spreadsheet cells as text: dates as YYYY-MM-DD, numbers as written', () => {
    expect(cellText(new Date(Date.UTC(2027, 0, 11)))).toBe('2027-01-11')
    expect(cellText(1250000)).toBe('1250000')
    expect(cellText(true)).toBe('yes')
    expect(cellText(null)).toBe('')
  })
})

describe('formulas in an export', () => {
  it('are marked as text, and read back as typed', () => {
    expect(safeCell('=HYPERLINK("http://x.test","Fees")')).toBe(`'=HYPERLINK("http://x.test","Fees")`)
    expect(safeCell('@SUM(A1)')).toBe(`'@SUM(A1)`)
    expect(safeCell('-5')).toBe('-5')
    expect(safeCell('Library fine')).toBe('Library fine')
    expect(readCell(column('Title'), `'=HYPERLINK("http://x.test")`)).toEqual({ value: '=HYPERLINK("http://x.test")' })
    expect(readCell(column('Title'), "'Tis the season")).toEqual({ value: "'Tis the season" })
  })
})

describe('reading a table', () => {
  it('reads each row by the heading row, in any order of columns, skipping blank rows', () => {
    const table = parseTable(tuition, [
      ['Semester', 'programme code', 'Level', 'Tuition (NGN)', 'Tuition international (USD)'],
      ['First', 'NSC-BNSC', '100', '1,400,000', '2,800'],
      ['', '', '', '', ''],
      ['Second', 'NSC-BNSC', '100', '1,400,000', '2,800'],
    ])
    expect(table.fileErrors).toEqual([])
    expect(table.rows.map((row) => [row.line, row.values.semester, row.values.tuitionAmount, row.errors])).toEqual([
      [2, 'First', 1400000, []],
      [4, 'Second', 1400000, []],
    ])
  })

  it('refuses a file with unknown, repeated or missing columns before reading a row', () => {
    const wrong = parseTable(tuition, [
      ['Programme', 'Level', 'Level', 'Fee'],
      ['NSC-BNSC', '100', '100', '5'],
    ])
    expect(wrong.rows).toEqual([])
    expect(wrong.fileErrors).toEqual([
      `Unknown column "Programme". The columns are: ${HEADING.join(', ')}.`,
      'The column "Level" appears twice.',
      `Unknown column "Fee". The columns are: ${HEADING.join(', ')}.`,
      'The column "Programme code" is missing.',
      'The column "Semester" is missing.',
      'The column "Tuition (NGN)" is missing.',
      'The column "Tuition international (USD)" is missing.',
    ])
    expect(parseTable(tuition, []).fileErrors).toEqual(['The file is empty.'])
    expect(parseTable(tuition, [HEADING]).fileErrors).toEqual(['The file has a heading row but no rows.'])
  })

  it('marks a row that repeats an earlier row’s key, case and spaces aside, and a row with cells beyond the heading', () => {
    const table = parseTable(tuition, [
      HEADING,
      ['NSC-BNSC', '100', 'First', '1,400,000', '2,800'],
      ['nsc-bnsc ', '100', 'first', '1,500,000', '2,900'],
      ['NSC-BNSC', '200', 'First', '1,400,000', '2,800', 'note'],
    ])
    expect(table.rows[1].errors).toEqual(['Repeats row 2 (the same programme code, level, semester)'])
    expect(table.rows[2].errors).toEqual(['The row has more cells than the heading row has columns'])
  })

  it('refuses more rows than one import may hold', () => {
    const rows = Array.from({ length: 5001 }, (_, i) => ['CODE', '100', 'First', String(i), '1'])
    expect(parseTable(tuition, [HEADING, ...rows]).fileErrors).toEqual([
      'The file has 5001 rows; at most 5000 at once.',
    ])
  })
})
