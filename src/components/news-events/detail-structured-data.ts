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
  const image = item.ImagePath ? [absolute(item.ImagePath)] : undefined
  if (found.kind === 'news') {
    return {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: item.Title,
      description: description(item.Description),
      datePublished: item.InsertedDate,
      image,
      articleSection: found.item.NewsType,
      mainEntityOfPage: absolute(newsPath(item.Slug)),
      publisher: organization,
      author: organization,
    }
  }
  const e = found.item
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.Title,
    description: description(e.Description),
    startDate: lagosIso(eventStart(e)),
    endDate: lagosIso(eventEnd(e)),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: e.Location, address: e.Location },
    image,
    url: absolute(eventPath(e.Slug)),
    organizer: organization,
  }
}
