/** The detail pages' countdown (docs/site.md#news-and-event-detail): it runs down to a moment and stops at zero. */

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number; done: boolean }

/** Whole days, hours, minutes and seconds from `now` until `target` (both in ms); never negative. */
export function countdownParts(target: number, now: number): CountdownParts {
  const left = Number.isFinite(target) && Number.isFinite(now) ? Math.max(0, Math.floor((target - now) / 1000)) : 0
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: left === 0,
  }
}
