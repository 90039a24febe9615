import '@/server-only'

import { lagosToday } from '@/lib/calendar'
import { keyDates } from '@/lib/key-dates'

import { getAdmissionCalendar, type AdmissionStepView } from './admission-steps'
import { getCalendarEntries, type CalendarItem } from './calendar-page'
import { getOtherFees } from './campus'
import { getApplicationProcess, type ApplicationProcessView } from './pages'
import { getSite, type SiteView } from './site'

/** The application fee as the other fees list it; null when there is none. */
export type ApplicationFeeView = { title: string; amount: number; paidBy: string }

export type ProcessPageView = ApplicationProcessView & {
  site: SiteView
  applicationFee: ApplicationFeeView | null
  /** The calendar's dates an applicant needs, still to come, soonest first. */
  keyDates: CalendarItem[]
  /** The admission calendar in date order, each step done, current or upcoming today. */
  admissionSteps: AdmissionStepView[]
}

const APPLICATION_FEE = /\bapplication\b/i

/**
 * Everything the application process page shows: the steps and rules, the site's links, the
 * application fee (from the other fees), the key dates (from the academic calendar) and the admission
 * calendar. Built from cached lists; "still to come" and "done" depend on the day, so this function
 * itself is not cached.
 */
export async function getProcessPage(nowMs: number = Date.now()): Promise<ProcessPageView> {
  const [process, site, fees, entries, admissionSteps] = await Promise.all([
    getApplicationProcess(),
    getSite(),
    getOtherFees(),
    getCalendarEntries(),
    getAdmissionCalendar(nowMs),
  ])
  const fee = fees.find((f) => APPLICATION_FEE.test(f.Title)) ?? null
  return {
    ...process,
    site,
    applicationFee: fee ? { title: fee.Title, amount: fee.Amount, paidBy: fee.PaidBy } : null,
    keyDates: keyDates(entries, lagosToday(nowMs)),
    admissionSteps,
  }
}
