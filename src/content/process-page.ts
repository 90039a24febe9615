import '@/server-only'

import { lagosToday } from '@/lib/calendar'
import { feeSummary } from '@/lib/fee-estimate'
import { keyDates } from '@/lib/key-dates'

import {
  getAdmissionCalendar,
  getAdmissionWindow,
  type AdmissionStepView,
  type AdmissionWindowView,
} from './admission-steps'
import { getCalendarEntries, type CalendarItem } from './calendar-page'
import { getFees } from './fees'
import { getApplicationProcess, type ApplicationProcessView } from './pages'
import { getSite, type SiteView } from './site'

/** The application fee as the other fees list it (the fee due when applying); null when there is none. */
export type ApplicationFeeView = { title: string; amount: number; paidBy: string; due: string }

export type ProcessPageView = ApplicationProcessView & {
  site: SiteView
  applicationFee: ApplicationFeeView | null
  /** The academic calendar's key dates still to come, soonest first (shown last, for students once admitted). */
  keyDates: CalendarItem[]
  /** The admission calendar in date order, each step done, current or upcoming today. */
  admissionSteps: AdmissionStepView[]
  /** Whether applications are open today, from the same calendar. */
  admissionWindow: AdmissionWindowView | null
}

const APPLICATION_FEE = /\bapplication\b/i

/**
 * Everything the application process page shows: the steps and rules, the site's links, the
 * application fee (from the other fees), the key dates (from the academic calendar) and the admission
 * calendar. Built from cached lists; "still to come" and "done" depend on the day, so this function
 * itself is not cached.
 */
export async function getProcessPage(nowMs: number = Date.now()): Promise<ProcessPageView> {
  const [process, site, fees, entries, admissionSteps, admissionWindow] = await Promise.all([
    getApplicationProcess(),
    getSite(),
    getFees(),
    getCalendarEntries(),
    getAdmissionCalendar(nowMs),
    getAdmissionWindow(nowMs),
  ])
  const fee = fees.find((f) => f.due === 'application') ?? fees.find((f) => APPLICATION_FEE.test(f.title)) ?? null
  return {
    ...process,
    site,
    applicationFee: fee ? { ...feeSummary(fee), paidBy: fee.paidBy } : null,
    keyDates: keyDates(entries, lagosToday(nowMs)),
    admissionSteps,
    admissionWindow,
  }
}
