import { originOf } from '@/components/news-events/feeds'
import { getAdmissionSteps, type AdmissionStepItem } from '@/content/admission-steps'
import { getCalendarEntries, type CalendarItem } from '@/content/calendar-page'
import { getSite } from '@/content/site'
import { stepAnchor } from '@/lib/admission-steps'
import { monthOf, typeLabel } from '@/lib/calendar'
import { CALENDAR_FEED_KINDS, chooseFeedKind, inFeed, type CalendarFeedKind } from '@/lib/calendar-feeds'
import { buildAllDayIcs, type IcsAllDayEvent } from '@/lib/ics'

/** When an entry last changed, for the DTSTAMP. */
const stampOf = (updatedAt: string) => {
  const stamp = Date.parse(updatedAt)
  return Number.isNaN(stamp) ? Date.now() : stamp
}

function calendarEvent(e: CalendarItem, origin: string, host: string): IcsAllDayEvent {
  return {
    // The entry's id never changes when an editor corrects its date or title.
    uid: `calendar-entry-${e.id}@${host}`,
    title: e.title,
    description: [typeLabel(e.type), e.semesterCode ? `Semester code ${e.semesterCode}` : '']
      .filter(Boolean)
      .join(' · '),
    date: e.date,
    stamp: stampOf(e.updatedAt),
    url: `${origin}/academics/calendar?month=${monthOf(e.date)}`,
  }
}

/** An admission step over all its days, with what to do, linked to its place on /admissions/process. */
function admissionEvent(s: AdmissionStepItem, origin: string, host: string): IcsAllDayEvent {
  return {
    uid: `admission-step-${s.id}@${host}`,
    title: s.title,
    description: [s.session ? `Admission ${s.session}` : 'Admission', s.whatToDo].join(' · '),
    date: s.startsOn,
    lastDate: s.endsOn,
    stamp: stampOf(s.updatedAt),
    url: `${origin}/admissions/process#${stepAnchor(s)}`,
  }
}

/** A refused address: plain words, never stored. */
const refuse = (message: string) =>
  new Response(`${message}\n`, {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

/**
 * The academic calendar as a feed to subscribe to: every entry as an all-day event on its stored
 * date, and the admission calendar's steps over their days, so one subscription carries both. With
 * `?kind=examinations|holidays|events`, only the entries of that kind (src/lib/calendar-feeds.ts).
 */
export async function GET(request: Request): Promise<Response> {
  const choice = chooseFeedKind(new URL(request.url).searchParams.getAll('kind'))
  if ('error' in choice) return refuse(choice.error)
  const { kind } = choice
  const [entries, steps, site] = await Promise.all([
    getCalendarEntries(),
    kind === null ? getAdmissionSteps() : Promise.resolve([]),
    getSite(),
  ])
  const origin = originOf(request)
  const host = new URL(origin).hostname
  const ics = buildAllDayIcs({
    name: `${site.institutionName} academic calendar${kind ? `: ${CALENDAR_FEED_KINDS[kind].label}` : ''}`,
    productId: '-//Atlantic Crest University//Academic calendar//EN',
    events: [
      ...entries.filter((e) => inFeed(kind, e.type)).map((e) => calendarEvent(e, origin, host)),
      ...steps.map((s) => admissionEvent(s, origin, host)),
    ],
  })
  return new Response(ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName(kind)}"`,
      'Cache-Control': 'public, max-age=600, stale-while-revalidate=3600',
    },
  })
}

const fileName = (kind: CalendarFeedKind | null) => (kind ? `academic-calendar-${kind}.ics` : 'academic-calendar.ics')
