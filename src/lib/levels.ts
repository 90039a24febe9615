/**
 * The order of study levels and semesters, as the programme pages, the breakdown and the tuition
 * rules sort them: numeric levels in number order (others after them), semesters first to summer.
 */

/** A level's place: its number ('100', '200 Level'), or after every number when it has none. */
export function levelRank(level: string): number {
  const n = Number.parseInt(level, 10)
  return Number.isNaN(n) ? Number.MAX_SAFE_INTEGER : n
}

const SEMESTERS = ['first', 'second', 'third', 'summer']

/** A semester's place: First, Second, Third, Summer (any case and spacing), then anything else. */
export function semesterRank(semester: string): number {
  const i = SEMESTERS.indexOf(semester.trim().toLowerCase())
  return i === -1 ? SEMESTERS.length : i
}
