/**
 * The key dates an applicant needs from the academic calendar: registration, the start of
 * lectures, matriculation, examinations and resumption, still to come (on or after today), soonest
 * first. Dates are plain YYYY-MM-DD strings, so comparing them as text compares the days.
 */

export type DatedEntry = { date: string; title: string }

/** Titles of the entries that matter to someone applying. */
const KEY_TITLE = /registration|lectures begin|matriculation|examinations begin|resumption|end of the academic session/i

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** At most `limit` key entries on or after `today` (YYYY-MM-DD), soonest first, ties in their given order. */
export function keyDates<E extends DatedEntry>(entries: readonly E[], today: string, limit = 5): E[] {
  if (limit <= 0) return []
  return entries
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => ISO_DATE.test(entry.date) && entry.date >= today && KEY_TITLE.test(entry.title))
    .sort((a, b) => a.entry.date.localeCompare(b.entry.date) || a.index - b.index)
    .slice(0, limit)
    .map(({ entry }) => entry)
}
