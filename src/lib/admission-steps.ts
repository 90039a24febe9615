/**
 * The admission calendar's rules: the kinds of step, which steps are done, current or still to come
 * on a given day in Lagos, and which one the home page announces. The clock is always passed in.
 * Dates are plain YYYY-MM-DD strings, so comparing them as text compares the days.
 */
import { lagosToday } from './calendar'
import { formatDayRange } from './dates'

export const ADMISSION_STEP_KINDS = [
  'applications-open',
  'applications-close',
  'post-utme-screening',
  'admission-list',
  'acceptance-deadline',
  'caps-acceptance',
  'registration',
  'resumption',
] as const
export type AdmissionStepKind = (typeof ADMISSION_STEP_KINDS)[number]

export const ADMISSION_STEP_LABELS: Record<AdmissionStepKind, string> = {
  'applications-open': 'Applications open',
  'applications-close': 'Applications close',
  'post-utme-screening': 'Post-UTME screening',
  'admission-list': 'Admission list',
  'acceptance-deadline': 'Acceptance deadline',
  'caps-acceptance': 'Acceptance on JAMB CAPS',
  registration: 'Registration',
  resumption: 'Resumption',
}

export type AdmissionStepStatus = 'done' | 'current' | 'upcoming'

/** A step as the content layer reads it: `endsOn` is '' for a step of one day. */
export type AdmissionStepInput = { kind: string; title: string; startsOn: string; endsOn: string }

/** A step placed on the timeline: its status on the day asked about, its dates in words and its anchor. */
export type TimelineStep<S extends AdmissionStepInput> = S & {
  status: AdmissionStepStatus
  dates: string
  anchor: string
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** True when an end date is given and falls before the start: the admin refuses it. */
export function endsBeforeStart(startsOn: string, endsOn: string): boolean {
  return ISO_DATE.test(startsOn) && ISO_DATE.test(endsOn) && endsOn < startsOn
}

/** A step's link: empty, a path of this site (/admissions/eligibility) or a full http(s) address. */
export function isStepLinkUrl(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true
  // Not '//host' nor '/\host': browsers read both as another site's address.
  return typeof value === 'string' && /^(\/(?![/\\])\S*|https?:\/\/\S+)$/.test(value)
}

/** The last day of a step: its end, or its start for a step of one day. */
const lastDay = (step: AdmissionStepInput) => (step.endsOn && step.endsOn > step.startsOn ? step.endsOn : step.startsOn)

/** Done once its last day is over in Lagos, current from its first to its last day, else upcoming. */
export function stepStatus(step: AdmissionStepInput, today: string): AdmissionStepStatus {
  if (lastDay(step) < today) return 'done'
  return step.startsOn <= today ? 'current' : 'upcoming'
}

/** The id of a step on /admissions/process: its kind and first day, e.g. post-utme-screening-2026-08-12. */
export function stepAnchor(step: AdmissionStepInput): string {
  return `${step.kind}-${step.startsOn}`
}

/**
 * The steps in date order (first day, then last day, then as given), each with its status at `nowMs`;
 * steps without a valid first day are left out.
 */
export function admissionTimeline<S extends AdmissionStepInput>(steps: readonly S[], nowMs: number): TimelineStep<S>[] {
  const today = lagosToday(nowMs)
  return steps
    .map((step, index) => ({ step, index }))
    .filter(({ step }) => ISO_DATE.test(step.startsOn))
    .sort(
      (a, b) =>
        a.step.startsOn.localeCompare(b.step.startsOn) ||
        lastDay(a.step).localeCompare(lastDay(b.step)) ||
        a.index - b.index,
    )
    .map(({ step }) => ({
      ...step,
      status: stepStatus(step, today),
      dates: formatDayRange(step.startsOn, step.endsOn),
      anchor: stepAnchor(step),
    }))
}

/** How many days ahead the home page announces a step that has not begun. */
export const NOTICE_DAYS_AHEAD = 7

export type HomeNotice<S extends AdmissionStepInput> = { step: TimelineStep<S>; when: 'now' | 'soon' }

/**
 * The step the home page announces: the current one (the one ending soonest when several are), else
 * the next one starting within `daysAhead` days of today, else none.
 */
export function homeNotice<S extends AdmissionStepInput>(
  timeline: readonly TimelineStep<S>[],
  nowMs: number,
  daysAhead = NOTICE_DAYS_AHEAD,
): HomeNotice<S> | null {
  const current = timeline.filter((s) => s.status === 'current').sort((a, b) => lastDay(a).localeCompare(lastDay(b)))[0]
  if (current) return { step: current, when: 'now' }
  const horizon = lagosToday(nowMs + daysAhead * 86_400_000)
  const next = timeline.find((s) => s.status === 'upcoming' && s.startsOn <= horizon)
  return next ? { step: next, when: 'soon' } : null
}

/** The words of the home page's link to a step: what to bring to a screening, what to do otherwise. */
export function noticeAction(kind: string): string {
  return kind === 'post-utme-screening' ? 'what to bring' : 'what to do'
}
