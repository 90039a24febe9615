/**
 * The admission window: whether applications are open on a given day in Lagos, from the admission
 * calendar alone (its 'applications-open' and 'applications-close' steps). Every page that speaks of
 * applying says what this rule says, so the site never disagrees with itself.
 *
 * "Closes on" is the last day applications are taken, that day included: a window of 2 March – 31 July
 * takes applications all day on 31 July (Lagos time) and is closed from midnight on 1 August.
 */
import { lagosToday } from './calendar'
import { formatDayRange } from './dates'

/** The steps the window is read from; other kinds of step are ignored. */
export type WindowStepInput = { kind: string; startsOn: string; endsOn: string; session?: string }

/** One span in which applications are taken: first and last day (YYYY-MM-DD), both included. */
export type ApplicationWindow = { opensOn: string; closesOn: string; session: string }

export type AdmissionWindowState =
  | { state: 'open'; opensOn: string; closesOn: string; session: string; daysLeft: number }
  | { state: 'opening'; opensOn: string; closesOn: string; session: string }
  | { state: 'closed'; closedOn: string; nextOpensOn: string | null }

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const DAY_MS = 86_400_000

/** Whole days from one plain date to another (both YYYY-MM-DD), counted on the calendar. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
}

/**
 * The application windows of the calendar, soonest first. A window opens on an 'applications-open'
 * step's first day and closes on its last day; a step of one day closes on the first 'applications-close'
 * step of its session on or after it (else on its own day).
 */
export function applicationWindows(steps: readonly WindowStepInput[]): ApplicationWindow[] {
  const closes = steps
    .filter((s) => s.kind === 'applications-close' && ISO_DATE.test(s.startsOn))
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn))
  return steps
    .filter((s) => s.kind === 'applications-open' && ISO_DATE.test(s.startsOn))
    .map((s) => {
      const session = s.session ?? ''
      const spanEnd = ISO_DATE.test(s.endsOn) && s.endsOn > s.startsOn ? s.endsOn : ''
      const close = closes.find((c) => (c.session ?? '') === session && c.startsOn >= s.startsOn)
      return { opensOn: s.startsOn, closesOn: spanEnd || close?.startsOn || s.startsOn, session }
    })
    .sort((a, b) => a.opensOn.localeCompare(b.opensOn) || a.closesOn.localeCompare(b.closesOn))
}

/**
 * Whether applications are open at `nowMs` (the day in Lagos): open (with the days left, today
 * included: 1 on the last day), opening on a later date, or closed (with the next opening, if the
 * calendar has one). null when the calendar has no window at all: then no page claims a state.
 */
export function admissionWindow(steps: readonly WindowStepInput[], nowMs: number): AdmissionWindowState | null {
  const today = lagosToday(nowMs)
  const windows = applicationWindows(steps)
  const open = windows.filter((w) => w.opensOn <= today && today <= w.closesOn)
  if (open.length > 0) {
    // Overlapping windows: the one open longest from today.
    const w = open.reduce((a, b) => (b.closesOn > a.closesOn ? b : a))
    return { state: 'open', ...w, daysLeft: daysBetween(today, w.closesOn) + 1 }
  }
  const next = windows.find((w) => w.opensOn > today) ?? null
  const past = windows.filter((w) => w.closesOn < today).at(-1) ?? null
  if (past) return { state: 'closed', closedOn: past.closesOn, nextOpensOn: next?.opensOn ?? null }
  return next ? { state: 'opening', ...next } : null
}

/** The state in words: a short headline ('Applications are open') and the detail after it. */
export type WindowWords = { headline: string; detail: string }

const day = (date: string) => formatDayRange(date)

/** What a visitor reads beside 'Apply now', in the site's date form ('31 July 2027'). */
export function windowWords(w: AdmissionWindowState): WindowWords {
  if (w.state === 'open') {
    const detail =
      w.daysLeft <= 1
        ? `Today, ${day(w.closesOn)}, is the last day to apply.`
        : `Until ${day(w.closesOn)}: ${w.daysLeft} days left to apply.`
    return { headline: 'Applications are open.', detail }
  }
  if (w.state === 'opening') {
    const session = w.session ? ` for the ${w.session} session` : ''
    return {
      headline: `Applications${session} open on ${day(w.opensOn)}.`,
      detail: `They close on ${day(w.closesOn)}.`,
    }
  }
  return {
    headline: 'Applications are closed.',
    detail: w.nextOpensOn
      ? `They closed on ${day(w.closedOn)}; the next applications open on ${day(w.nextOpensOn)}.`
      : `They closed on ${day(w.closedOn)}; the next dates will be published in the admission calendar.`,
  }
}

/** The whole sentence, for a line of text or an accessible name. */
export function windowSentence(w: AdmissionWindowState): string {
  const words = windowWords(w)
  return `${words.headline} ${words.detail}`
}
