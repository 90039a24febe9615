/**
 * How much one anonymous call to Payload's REST API (/api/<collection>, /api/globals/<slug>, their
 * /versions) may ask for. Payload hands its guard the query's `limit`, `page` and `depth` as it parsed
 * them: a number when the text looked like one, else the text itself, an array or an object. Whatever
 * arrives, the answer is a whole number in range, so no value (−1, 0, NaN, ' ', [], 1e9) means "all".
 */
export const ANONYMOUS_MAX_LIMIT = 100
/** What an anonymous caller gets when it names no usable limit (Payload's own default is 10). */
export const ANONYMOUS_DEFAULT_LIMIT = 10
export const ANONYMOUS_MAX_DEPTH = 2
/** Pages beyond this are no list a visitor reads; the offset they would cost the database is bounded. */
export const ANONYMOUS_MAX_PAGE = 10_000

export type ReadArgs = { [other: string]: unknown; limit?: unknown; page?: unknown; depth?: unknown }
export type ClampedRead = { limit: number; page: number; depth: number; pagination: true }

/** A finite number as a whole number, else undefined (strings, arrays, NaN, ±Infinity). */
const whole = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : undefined

const between = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high)

/**
 * - `limit`: 1–100; above 100 counts as 100; zero, negative or unusable as 10.
 * - `page`: 1–10,000; below 1 or unusable as 1.
 * - `depth`: 0–2; negative as 0, unusable as 2 (Payload's default).
 * - `pagination` is always on: `pagination=false` would mean every document.
 */
export function clampAnonymousRead(args: ReadArgs): ClampedRead {
  const limit = whole(args.limit)
  const page = whole(args.page)
  const depth = whole(args.depth)
  return {
    limit: limit === undefined || limit < 1 ? ANONYMOUS_DEFAULT_LIMIT : Math.min(limit, ANONYMOUS_MAX_LIMIT),
    page: page === undefined ? 1 : between(page, 1, ANONYMOUS_MAX_PAGE),
    depth: depth === undefined ? ANONYMOUS_MAX_DEPTH : between(depth, 0, ANONYMOUS_MAX_DEPTH),
    pagination: true,
  }
}
