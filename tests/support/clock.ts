/**
 * The clocks of the tests: the moment the demo seed took as now (SEED_NOW, set for the integration
 * tests in vitest.config.ts), and the Lagos rules the tests write again for themselves.
 */

/** The seed's "now": the demo's dates are relative to it. */
export function seedNow(): Date {
  const value = process.env.SEED_NOW
  if (!value) throw new Error('SEED_NOW is not set: the integration tests seed the demo at a fixed moment')
  return new Date(value)
}

/** Lagos is UTC+1 all year: the instant (ms) a Lagos date (YYYY-MM-DD) and time (HH:MM[:SS]) stand for. */
export function lagosMs(date: string, time: string): number {
  const [y, mo, d] = date.split('-').map(Number)
  const [h, mi, s] = (time || '00:00').split(':').map(Number)
  return Date.UTC(y, mo - 1, d, h - 1, mi, s || 0)
}

/** The day (YYYY-MM-DD) on the Lagos clock at an instant. */
export const lagosDate = (ms: number) => new Date(ms + 3_600_000).toISOString().slice(0, 10)

/** An event as the contract shows it: a Lagos day and times. */
export type TimedEvent = { EventDate: string; StartTime: string; EndTime: string }

const start = (e: TimedEvent) => lagosMs(e.EventDate, e.StartTime)
/** An event ends at its end time, or at its start when the end is missing or not after it. */
const end = (e: TimedEvent) => Math.max(start(e), e.EndTime ? lagosMs(e.EventDate, e.EndTime) : 0)

/**
 * The events lists' order: those not yet over at `now` (their end on the Lagos clock), soonest
 * start first, then the past ones, latest start first.
 */
export function upcomingThenPast<E extends TimedEvent>(events: E[], now: number): { upcoming: E[]; past: E[] } {
  return {
    upcoming: events.filter((e) => end(e) >= now).sort((a, b) => start(a) - start(b)),
    past: events.filter((e) => end(e) < now).sort((a, b) => start(b) - start(a)),
  }
}
