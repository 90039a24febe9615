/**
 * Tuition year by year, agreeing with the programme's total (docs/site.md#tuition-total):
 * - fewer than 4 rows: every year of the duration costs the first row's amount × 2 (two semesters);
 * - 4 rows or more: each level is a year (levels in numeric order, others after them), costing
 *   the sum of its rows; so the years always add up to the total.
 * And the year totals of the breakdown: the sum of the tuition found for each semester group.
 */
import { levelRank } from './levels'
import type { TuitionRow, TuitionTotal } from './tuition'

export type YearTuition = { year: number; level: string; local: number; intl: number }

/** The lowest and highest of some amounts (equal when they do not differ). */
export type CostRange = { min: number; max: number }

/** The cheapest and dearest year, in naira and in dollars each. */
export type YearRange = { local: CostRange; intl: CostRange }

const key = (level: string) => level.trim().toLowerCase()

/** Tuition of each year; [] without rows. A duration below 1 (or not a number) counts as 1 year. */
export function tuitionPerYear(rows: readonly TuitionRow[], duration: number): YearTuition[] {
  if (rows.length === 0) return []
  if (rows.length < 4) {
    const years = Number.isFinite(duration) ? Math.min(Math.max(Math.floor(duration), 1), 12) : 1
    const [first] = rows
    return Array.from({ length: years }, (_, i) => ({
      year: i + 1,
      level: first.level,
      local: first.local * 2,
      intl: first.intl * 2,
    }))
  }
  const levels: string[] = []
  for (const r of rows) if (!levels.some((l) => key(l) === key(r.level))) levels.push(r.level)
  levels.sort((a, b) => levelRank(a) - levelRank(b) || key(a).localeCompare(key(b)))
  return levels.map((level, i) => {
    const ofLevel = rows.filter((r) => key(r.level) === key(level))
    return {
      year: i + 1,
      level,
      local: ofLevel.reduce((s, r) => s + r.local, 0),
      intl: ofLevel.reduce((s, r) => s + r.intl, 0),
    }
  })
}

/** The cheapest and dearest year (local and international each); null without years. */
export function yearRange(years: readonly YearTuition[]): YearRange | null {
  if (years.length === 0) return null
  const range = (values: number[]) => ({ min: Math.min(...values), max: Math.max(...values) })
  return { local: range(years.map((y) => y.local)), intl: range(years.map((y) => y.intl)) }
}

/**
 * A year's total on the breakdown: the sum of its semester groups' tuition. Null when the year has
 * no group, or when a group has no tuition (a partial sum would understate the year).
 */
export function yearTotal(groups: ReadonlyArray<TuitionRow | null>): TuitionTotal | null {
  if (groups.length === 0 || groups.some((g) => g === null)) return null
  return (groups as TuitionRow[]).reduce((sum, g) => ({ local: sum.local + g.local, intl: sum.intl + g.intl }), {
    local: 0,
    intl: 0,
  })
}
