import { originOf } from '@/components/news-events/feeds'
import { getCalendarEntries } from '@/content/calendar-page'
import { getSite } from '@/content/site'
import { monthOf, typeLabel } from '@/lib/calendar'
import { buildAllDayIcs } from '@/lib/ics'

/** The academic calendar as a feed to subscribe to: every entry as an all-day event on its stored date. */
export async function GET(request: Request): Promise<Response> {
  const [entries, site] = await Promise.all([getCalendarEntries(), getSite()])
  const origin = originOf(request)
  const host = new URL(origin).hostname
  const ics = buildAllDayIcs({
    name: `${site.institutionName} academic calendar`,
    productId: '-//Atlantic Crest University//Academic calendar//EN',
    events: entries.map((e) => {
      const stamp = Date.parse(e.updatedAt)
      return {
        // The entry's id never changes when an editor corrects its date or title.
        uid: `calendar-entry-${e.id}@${host}`,
        title: e.title,
        description: [typeLabel(e.type), e.semesterCode ? `Semester code ${e.semesterCode}` : '']
          .filter(Boolean)
          .join(' · '),
        date: e.date,
        stamp: Number.isNaN(stamp) ? Date.now() : stamp,
        url: `${origin}/academics/calendar?month=${monthOf(e.date)}`,
      }
    }),
  })
  return new Response(ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="academic-calendar.ics"',
      'Cache-Control': 'public, max-age=600, stale-while-revalidate=3600',
    },
  })
}
