import type { DetailItem } from '@/content/news-event-detail'
import { lagosIso } from '@/lib/event-timing'
import { eventEnd, eventStart } from '@/lib/news-events'
import { htmlToText, truncate } from '@/lib/text'

import { eventPath, newsPath } from './format'

/** A description for search engines and link previews: the text, cut at 160 characters. */
export const description = (html: string) => truncate(htmlToText(html), 160)

/** The schema.org description of a news item (NewsArticle) or an event (Event), its addresses on `siteUrl`. */
export function structuredData(found: DetailItem, institutionName: string, siteUrl: string) {
  const absolute = (path: string) => `${siteUrl}${path}`
  const { item } = found
  const organization = { '@type': 'CollegeOrUniversity', name: institutionName, url: absolute('/') }
  const image = item.image ? [absolute(item.image)] : undefined
  if (found.kind === 'news') {
    return {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: item.title,
      description: description(item.description),
      datePublished: item.published,
      image,
      articleSection: found.item.newsType,
      mainEntityOfPage: absolute(newsPath(item.slug)),
      publisher: organization,
      author: organization,
    }
  }
  const e = found.item
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.title,
    description: description(e.description),
    startDate: lagosIso(eventStart(e)),
    endDate: lagosIso(eventEnd(e)),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: e.location, address: e.location },
    image,
    url: absolute(eventPath(e.slug)),
    organizer: organization,
  }
}
