import '@/server-only'

import { admissionTimeline, homeNotice, type HomeNotice, type TimelineStep } from '@/lib/admission-steps'
import { admissionWindow, windowWords, type AdmissionWindowState, type WindowWords } from '@/lib/admission-window'
import { toIsoDate } from '@/lib/dates'

import { cached } from './cache'
import { payloadClient } from './payload'

/** One step of the admission calendar as pages and the iCalendar feed use it. */
export type AdmissionStepItem = {
  id: string
  kind: string
  title: string
  session: string
  /** YYYY-MM-DD, plain calendar dates; `endsOn` is '' for a step of one day. */
  startsOn: string
  endsOn: string
  whatToDo: string
  link: { label: string; url: string } | null
  /** ISO timestamp of the last change. */
  updatedAt: string
}

/** A step on the timeline: done, current or upcoming on the day asked about, its dates in words. */
export type AdmissionStepView = TimelineStep<AdmissionStepItem>
export type AdmissionNoticeView = HomeNotice<AdmissionStepItem>
/** Whether applications are open today, with the words every page shows beside 'Apply now'. */
export type AdmissionWindowView = AdmissionWindowState & WindowWords

/** Every admission step, by first day. */
export const getAdmissionSteps = cached(
  'admission-steps',
  ['admission-steps'],
  async (): Promise<AdmissionStepItem[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'admission-steps',
      pagination: false,
      depth: 0,
      sort: 'startsOn',
    })
    return docs.flatMap((s) => {
      const startsOn = toIsoDate(s.startsOn)
      if (!startsOn) return []
      const url = s.link?.url?.trim() ?? ''
      return [
        {
          id: String(s.id),
          kind: s.kind,
          title: s.title,
          session: s.session ?? '',
          startsOn,
          endsOn: toIsoDate(s.endsOn),
          whatToDo: s.whatToDo,
          link: url ? { label: s.link?.label?.trim() || url, url } : null,
          updatedAt: s.updatedAt,
        },
      ]
    })
  },
)

/**
 * The admission calendar on the day of `nowMs` (the real time unless a test holds the clock): every
 * step in date order, marked done, current or upcoming. Built from the cached list, as the day decides
 * the marks.
 */
export async function getAdmissionCalendar(nowMs: number = Date.now()): Promise<AdmissionStepView[]> {
  return admissionTimeline(await getAdmissionSteps(), nowMs)
}

/** The step the home page announces on the day of `nowMs`, if any (see `homeNotice`). */
export async function getAdmissionNotice(nowMs: number = Date.now()): Promise<AdmissionNoticeView | null> {
  return homeNotice(await getAdmissionCalendar(nowMs), nowMs)
}

/**
 * Whether applications are open on the day of `nowMs` (see `admissionWindow`), from the admission
 * calendar alone; null when the calendar has no applications step. Built from the cached list, as the
 * day decides the state.
 */
export async function getAdmissionWindow(nowMs: number = Date.now()): Promise<AdmissionWindowView | null> {
  const state = admissionWindow(await getAdmissionSteps(), nowMs)
  return state ? { ...state, ...windowWords(state) } : null
}
