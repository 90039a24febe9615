/**
 * Bulk import and export (docs/site.md#bulk-import): what each spreadsheet's columns mean, and the
 * rules that read a table of cells into records, or refuse it with a message per row. The database
 * part (matching rows to documents, writing them all or none) is src/content/bulk-import.ts.
 */

/** The collections a spreadsheet can fill. */
export const SHEET_SLUGS = ['tuition-rows', 'other-fees', 'calendar-entries', 'staff', 'programmes'] as const
export type SheetSlug = (typeof SHEET_SLUGS)[number]

/** A collection whose documents a column names by one of their fields (a programme by its code). */
export type RefCollection = 'programmes' | 'faculties' | 'departments' | 'designations' | 'titles'

export type ColumnType =
  | { kind: 'text'; max: number; pattern?: { test: RegExp; message: string } }
  | { kind: 'amount' }
  | { kind: 'whole'; min: number; max: number }
  | { kind: 'choice'; options: readonly { value: string; words: readonly string[] }[] }
  | { kind: 'date' }
  | { kind: 'email' }
  | { kind: 'yes-no' }
  | { kind: 'ref'; collection: RefCollection; by: string; noun: string }

export type Column = { header: string; field: string; required: boolean; type: ColumnType }

export type Sheet = {
  slug: SheetSlug
  title: string
  columns: Column[]
  /** The headers whose values together name one document: a second row with them repeats the first. */
  key: string[]
}

/** A cell's value once read: what is written to the field (a reference still as its code). */
export type CellValue = string | number | boolean | null

export type ParsedRow = {
  /** The row's number in the spreadsheet, the heading row being 1. */
  line: number
  values: Record<string, CellValue>
  errors: string[]
}

export type ParsedTable = { sheet: Sheet; headers: Column[]; rows: ParsedRow[]; fileErrors: string[] }

/** The most rows one file may hold: a year's fees are about 200 rows, a staff list about 1,100. */
export const MAX_ROWS = 5000

const choice = (...options: [string, ...string[]][]): ColumnType => ({
  kind: 'choice',
  options: options.map(([value, ...words]) => ({ value, words: [value, ...words] })),
})
const text = (max = 200): ColumnType => ({ kind: 'text', max })
const ref = (collection: RefCollection, by: string, noun: string): ColumnType => ({ kind: 'ref', collection, by, noun })
const LEVELS = ['All', '100', '200', '300', '400', '500', '600', '700', '800'].map((level) => [level] as [string])

export const SHEETS: Record<SheetSlug, Sheet> = {
  'tuition-rows': {
    slug: 'tuition-rows',
    title: 'Tuition rows',
    key: ['Programme code', 'Level', 'Semester'],
    columns: [
      {
        header: 'Programme code',
        field: 'programme',
        required: true,
        type: ref('programmes', 'code', 'programme code'),
      },
      { header: 'Level', field: 'level', required: true, type: choice(...LEVELS) },
      { header: 'Semester', field: 'semester', required: true, type: choice(['All'], ['First', '1'], ['Second', '2']) },
      { header: 'Tuition (NGN)', field: 'tuitionAmount', required: true, type: { kind: 'amount' } },
      { header: 'Tuition international (USD)', field: 'tuitionAmountIntl', required: true, type: { kind: 'amount' } },
    ],
  },
  'other-fees': {
    slug: 'other-fees',
    title: 'Other fees',
    key: ['Title'],
    columns: [
      { header: 'Title', field: 'title', required: true, type: text() },
      { header: 'Amount (NGN)', field: 'amount', required: true, type: { kind: 'amount' } },
      {
        header: 'Falls due',
        field: 'due',
        required: true,
        type: choice(['semester', 'every semester'], ['year', 'once a year'], ['entry', 'once'], ['application']),
      },
      { header: 'Charged to', field: 'appliesTo', required: true, type: choice(['everyone'], ['hostel']) },
      { header: 'Paid by', field: 'paidBy', required: true, type: text() },
      { header: 'Required', field: 'isRequired', required: false, type: { kind: 'yes-no' } },
    ],
  },
  'calendar-entries': {
    slug: 'calendar-entries',
    title: 'Academic calendar',
    key: ['Date', 'Title'],
    columns: [
      { header: 'Date', field: 'date', required: true, type: { kind: 'date' } },
      { header: 'Title', field: 'title', required: true, type: text() },
      {
        header: 'Type',
        field: 'type',
        required: true,
        type: choice(['semester'], ['holiday'], ['break'], ['exam', 'exams'], ['event']),
      },
      { header: 'Semester code', field: 'semesterCode', required: false, type: text(40) },
    ],
  },
  staff: {
    slug: 'staff',
    title: 'Staff',
    key: ['Staff ID'],
    columns: [
      {
        header: 'Staff ID',
        field: 'staffId',
        required: true,
        type: {
          kind: 'text',
          max: 24,
          pattern: { test: /^[A-Z0-9][A-Z0-9/-]{1,23}$/, message: 'use capital letters, digits, "/" or "-"' },
        },
      },
      {
        header: 'Title',
        field: 'title',
        required: false,
        type: ref('titles', 'name', 'title'),
      },
      { header: 'First name', field: 'firstName', required: true, type: text(80) },
      { header: 'Middle name', field: 'middleName', required: false, type: text(80) },
      { header: 'Surname', field: 'surname', required: true, type: text(80) },
      {
        header: 'Designation',
        field: 'designation',
        required: false,
        type: ref('designations', 'name', 'designation'),
      },
      {
        header: 'Department code',
        field: 'department',
        required: false,
        type: ref('departments', 'code', 'department code'),
      },
      { header: 'Email', field: 'email', required: false, type: { kind: 'email' } },
      { header: 'Phone', field: 'phone', required: false, type: text(40) },
    ],
  },
  programmes: {
    slug: 'programmes',
    title: 'Programmes',
    key: ['Course code'],
    columns: [
      {
        header: 'Course code',
        field: 'code',
        required: true,
        type: {
          kind: 'text',
          max: 20,
          pattern: { test: /^[A-Z0-9][A-Z0-9-]{1,19}$/, message: 'use capital letters, digits or "-"' },
        },
      },
      { header: 'Programme name', field: 'name', required: true, type: text() },
      { header: 'Degree in view', field: 'degreeInView', required: true, type: text() },
      { header: 'Duration', field: 'duration', required: true, type: { kind: 'whole', min: 1, max: 8 } },
      {
        header: 'Duration type',
        field: 'durationType',
        required: false,
        type: choice(['Years'], ['Months'], ['Semesters']),
      },
      {
        header: 'Application type',
        field: 'applicationType',
        required: false,
        type: choice(['foundation'], ['undergraduate'], ['postgraduate']),
      },
      {
        header: 'Faculty code',
        field: 'faculty',
        required: true,
        type: ref('faculties', 'code', 'faculty code'),
      },
      {
        header: 'Department code',
        field: 'department',
        required: false,
        type: ref('departments', 'code', 'department code'),
      },
    ],
  },
}

export function isSheetSlug(value: unknown): value is SheetSlug {
  return typeof value === 'string' && (SHEET_SLUGS as readonly string[]).includes(value)
}

const headerKey = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ')

/** Reads one cell by its column's type: the value to write, or the reason it cannot be. */
export function readCell(column: Column, raw: string): { value: CellValue } | { error: string } {
  const cell = raw.trim().replace(FORMULA_GUARD, '')
  const says = `${column.header}: "${cell.length > 40 ? `${cell.slice(0, 40)}…` : cell}"`
  if (!cell) return column.required ? { error: `${column.header} is empty` } : { value: null }
  const type = column.type
  switch (type.kind) {
    case 'text':
      if (cell.length > type.max) return { error: `${column.header} is longer than ${type.max} characters` }
      if (type.pattern && !type.pattern.test.test(cell)) return { error: `${says}: ${type.pattern.message}` }
      return { value: cell }
    case 'amount': {
      const plain = cell.replace(/^(₦|NGN|\$|USD)\s*/i, '').replace(/,(?=\d{3}(\D|$))/g, '')
      if (!/^\d{1,12}(\.\d{1,2})?$/.test(plain))
        return { error: `${says} is not an amount (digits, such as 1,250,000)` }
      return { value: Number(plain) }
    }
    case 'whole': {
      const n = /^\d{1,6}$/.test(cell) ? Number(cell) : NaN
      if (!(n >= type.min && n <= type.max))
        return { error: `${says} is not a whole number from ${type.min} to ${type.max}` }
      return { value: n }
    }
    case 'choice': {
      const found = type.options.find((option) => option.words.some((word) => headerKey(word) === headerKey(cell)))
      if (!found) return { error: `${says} is not one of ${type.options.map((o) => o.value).join(', ')}` }
      return { value: found.value }
    }
    case 'date':
      return isCalendarDate(cell) ? { value: cell } : { error: `${says} is not a date written as YYYY-MM-DD` }
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(cell) ? { value: cell } : { error: `${says} is not an e-mail address` }
    case 'yes-no': {
      const word = cell.toLowerCase()
      if (['yes', 'y', 'true', '1'].includes(word)) return { value: true }
      if (['no', 'n', 'false', '0'].includes(word)) return { value: false }
      return { error: `${says} is not yes or no` }
    }
    case 'ref':
      if (cell.length > 200) return { error: `${column.header} is longer than 200 characters` }
      return { value: cell }
  }
}

function isCalendarDate(cell: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(cell)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** The columns the heading row names, in order, or the file's faults (unknown, repeated or missing columns). */
function readHeaders(sheet: Sheet, heading: string[]): { headers: Column[]; errors: string[] } {
  const byKey = new Map(sheet.columns.map((column) => [headerKey(column.header), column]))
  const errors: string[] = []
  const headers: Column[] = []
  for (const cell of heading) {
    const column = byKey.get(headerKey(cell))
    if (!column)
      errors.push(`Unknown column "${cell.trim()}". The columns are: ${sheet.columns.map((c) => c.header).join(', ')}.`)
    else if (headers.includes(column)) errors.push(`The column "${column.header}" appears twice.`)
    else headers.push(column)
  }
  for (const column of sheet.columns)
    if (column.required && !headers.includes(column)) errors.push(`The column "${column.header}" is missing.`)
  return { headers: errors.length ? [] : headers, errors }
}

/**
 * Reads a table (the heading row first) as the sheet's records: each row's values by field, with a
 * message for each cell that cannot be read and for a row that repeats an earlier row's key. Blank
 * rows are skipped; columns the file leaves out are left as they are on existing documents.
 */
export function parseTable(sheet: Sheet, table: string[][]): ParsedTable {
  const nonBlank = (row: string[]) => row.some((cell) => cell.trim() !== '')
  const headingAt = table.findIndex(nonBlank)
  if (headingAt < 0) return { sheet, headers: [], rows: [], fileErrors: ['The file is empty.'] }
  const heading = [...table[headingAt]]
  while (heading.length && heading[heading.length - 1].trim() === '') heading.pop()
  const { headers, errors } = readHeaders(sheet, heading)
  if (errors.length) return { sheet, headers, rows: [], fileErrors: errors }
  const body = table.slice(headingAt + 1).map((cells, i) => ({ cells, line: headingAt + i + 2 }))
  const filled = body.filter(({ cells }) => nonBlank(cells))
  if (filled.length > MAX_ROWS)
    return {
      sheet,
      headers,
      rows: [],
      fileErrors: [`The file has ${filled.length} rows; at most ${MAX_ROWS} at once.`],
    }
  if (!filled.length) return { sheet, headers, rows: [], fileErrors: ['The file has a heading row but no rows.'] }
  const rows = filled.map(({ cells, line }) => readRow(headers, cells, line))
  markRepeats(sheet, rows)
  return { sheet, headers, rows, fileErrors: [] }
}

function readRow(headers: Column[], cells: string[], line: number): ParsedRow {
  const row: ParsedRow = { line, values: {}, errors: [] }
  if (cells.slice(headers.length).some((cell) => cell.trim() !== ''))
    row.errors.push('The row has more cells than the heading row has columns')
  headers.forEach((column, i) => {
    const read = readCell(column, cells[i] ?? '')
    if ('error' in read) row.errors.push(read.error)
    else row.values[column.field] = read.value
  })
  return row
}

/** A row's key as written (case and spaces aside), or null when a key cell could not be read. */
/** The fields of the columns that name one document (the sheet's key headers). */
export function keyFields(sheet: Sheet): string[] {
  return sheet.key.map((header) => sheet.columns.find((c) => c.header === header)!.field)
}

export function rowKey(sheet: Sheet, values: Record<string, CellValue>): string | null {
  const fields = keyFields(sheet)
  if (fields.some((field) => values[field] === undefined || values[field] === null)) return null
  return JSON.stringify(fields.map((field) => headerKey(String(values[field]))))
}

function markRepeats(sheet: Sheet, rows: ParsedRow[]) {
  const seen = new Map<string, number>()
  for (const row of rows) {
    const key = rowKey(sheet, row.values)
    if (key === null) continue
    const first = seen.get(key)
    if (first === undefined) seen.set(key, row.line)
    else row.errors.push(`Repeats row ${first} (the same ${sheet.key.join(', ').toLowerCase()})`)
  }
}

/** A spreadsheet cell as text: numbers as written, dates as YYYY-MM-DD, true and false as yes and no. */
export function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return ''
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10)
  if (typeof cell === 'boolean') return cell ? 'yes' : 'no'
  return String(cell)
}

/**
 * A text cell an export starts with `'` when it would otherwise start like a formula (`=`, `+`, `-`,
 * `@`): a spreadsheet then shows it as text instead of running it. Reading a file drops the mark.
 */
const FORMULA_START = /^[=+\-@]/
const FORMULA_GUARD = /^'(?=[=+\-@])/

/** A cell of an export: text that looks like a formula is marked as text (above). */
export function safeCell(text: string): string {
  return FORMULA_START.test(text) && !/^-?\d/.test(text) ? `'${text}` : text
}

/** A stored value as an export's cell (and as the dry run shows a change). */
export function exportCell(column: Column, value: unknown): string {
  if (value === null || value === undefined) return ''
  if (column.type.kind === 'yes-no') return value ? 'yes' : 'no'
  if (column.type.kind === 'date' && typeof value === 'string') return value.slice(0, 10)
  return String(value)
}
