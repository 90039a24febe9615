/** When an event's page counts down, and how it states the event's times to search engines. */
import { LAGOS_UTC_OFFSET_MINUTES, lagosInstant } from './dates'

type Scheduled = { eventDate: string; startTime: string }

/**
 * The moment an event's countdown runs to (its date and start time on the Lagos clock, midnight
 * without a start time), or null when there is nothing to count down to: the event has started
 * (that moment is not after `now`) or its date is invalid. Such an event says when it took place.
 */
export function countdownTarget(event: Scheduled, now: number): number | null {
  const target = lagosInstant(event.eventDate, event.startTime)
  return Number.isFinite(target) && target > now ? target : null
}

const pad2 = (n: number) => String(n).padStart(2, '0')
const OFFSET_MINUTES = Math.abs(LAGOS_UTC_OFFSET_MINUTES)
/** The Lagos offset as ISO 8601 writes it: +01:00. */
const OFFSET = `${LAGOS_UTC_OFFSET_MINUTES < 0 ? '-' : '+'}${pad2(Math.floor(OFFSET_MINUTES / 60))}:${pad2(OFFSET_MINUTES % 60)}`

/** An instant (ms since the epoch) as Lagos wall-clock time with its offset, to the second: 2026-12-05T10:00:00+01:00. */
export function lagosIso(ms: number): string {
  const wall = new Date(ms + LAGOS_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 19)
  return `${wall}${OFFSET}`
}
