/** The tuition rules: docs/site.md#tuition-total and docs/site.md#tuition-lookup. */

/** A tuition row: its level and semester ('All' for any) and the amounts in naira (local) and US dollars (intl). */
export type TuitionRow = { level: string; semester: string; local: number; intl: number }

export type TuitionTotal = { local: number; intl: number }

/**
 * A programme's total tuition: with fewer than 4 rows, the first row's amount times the duration
 * times 2 (local and international each); otherwise the sum of all rows. No rows: 0.
 */
export function tuitionTotal(rows: readonly TuitionRow[], duration: number): TuitionTotal {
  if (rows.length === 0) return { local: 0, intl: 0 }
  if (rows.length < 4) {
    const [first] = rows
    return { local: first.local * duration * 2, intl: first.intl * duration * 2 }
  }
  return rows.reduce((sum, r) => ({ local: sum.local + r.local, intl: sum.intl + r.intl }), {
    local: 0,
    intl: 0,
  })
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * The tuition row for a level and semester: an exact match first, then level with semester All,
 * then level All with the semester, then All and All; null when none matches.
 */
export function findTuition<Row extends TuitionRow>(rows: readonly Row[], level: string, semester: string): Row | null {
  const order: Array<[string, string]> = [
    [level, semester],
    [level, 'All'],
    ['All', semester],
    ['All', 'All'],
  ]
  for (const [l, s] of order) {
    const row = rows.find((r) => same(r.level, l) && same(r.semester, s))
    if (row) return row
  }
  return null
}
