/**
 * Ninety days of plausible visit counts for the demo (the `visit-counts` collection), so a fresh demo's
 * visits dashboard has something to show: more on weekdays, a slow rise towards the admission season,
 * most visitors on phones, about one in seven with Save-Data on. Deterministic: the same days give the
 * same counts.
 */
import { addDays } from '@/lib/visit-report'
import type { VisitKind } from '@/lib/visit-tally.mjs'

import { createRandom, type Random } from '../random'

export type DemoTally = { day: string; kind: VisitKind; key: string; detail: string; count: number }

type Weighted = readonly (readonly [string, number])[]

const PAGES: Weighted = [
  ['/', 0.24],
  ['/admissions', 0.13],
  ['/admissions/tuition', 0.1],
  ['/admission/course-finder', 0.07],
  ['/portal', 0.06],
  ['/admissions/process', 0.05],
  ['/about/contact', 0.04],
]
/** The share of page views that are programme pages, the most popular programme first. */
const PROGRAMME_SHARE = 0.16
const REFERRERS: Weighted = [
  ['google.com', 0.62],
  ['facebook.com', 0.14],
  ['jamb.gov.ng', 0.08],
  ['x.com', 0.05],
  ['nairaland.com', 0.04],
]
const SEARCHES: Weighted = [
  ['school fees', 0.2],
  ['hostel', 0.13],
  ['nursing', 0.12],
  ['jamb cut off mark', 0.1],
  ['acceptance fee', 0.09],
  ['computer science', 0.08],
]
/** Searches that find nothing on the demo site: programmes and modes of study it does not offer. */
const EMPTY_SEARCHES: Weighted = [
  ['medicine and surgery', 0.4],
  ['pharmacy', 0.25],
  ['part time', 0.2],
]
/** Old or mistyped addresses, with where visitors followed them from ('' for typed or bookmarked). */
const NOT_FOUND: readonly (readonly [string, string, number])[] = [
  ['/apply-now', 'facebook.com', 0.3],
  ['/fees.html', 'google.com', 0.22],
  ['/courses/nursing', 'google.com', 0.18],
  ['/admission-form', '', 0.14],
  ['/news/2025-matriculation', '/resources/news', 0.1],
]
const LINKS: readonly (readonly [string, string, number])[] = [
  ['apply', '/admissions', 0.016],
  ['apply', '/admissions/process', 0.01],
  ['whatsapp', '/about/contact', 0.01],
]

/** `total` shared out by weight, each part a little off its share, as real days are. */
function spread(random: Random, total: number, weights: Weighted): [string, number][] {
  return weights.map(([key, weight]) => [key, Math.round(total * weight * random.range(0.75, 1.25))])
}

/** One day's tallies, given how many visits it had. */
function dayTallies(random: Random, day: string, visits: number, programmes: readonly string[]): DemoTally[] {
  const programmeWeights: Weighted = programmes
    .slice(0, 4)
    .map((slug, i) => [`/course/${slug}`, PROGRAMME_SHARE / 2 ** (i + 1)])
  const target = visits * random.range(2.3, 2.9)
  const pageViews = [...spread(random, target, PAGES), ...spread(random, target, programmeWeights)]
  // Every view is of one of these pages, so the shares below are of the views the dashboard adds up.
  const views = pageViews.reduce((sum, [, n]) => sum + n, 0)
  const searches = Math.round(views * 0.05)
  const empty = Math.round(searches * random.range(0.08, 0.16))
  const phone = Math.round(views * random.range(0.74, 0.82))
  const saveData = Math.round(views * random.range(0.12, 0.18))
  const tally = (kind: VisitKind, key: string, count: number, detail = '') => ({ day, kind, key, detail, count })
  return [
    tally('visit', 'all', visits),
    ...pageViews.map(([k, n]) => tally('view', k, n)),
    ...spread(random, visits * 0.6, REFERRERS).map(([k, n]) => tally('referrer', k, n)),
    ...spread(random, searches, SEARCHES).map(([k, n]) => tally('search', k, n)),
    ...spread(random, empty, EMPTY_SEARCHES).flatMap(([k, n]) => [tally('search', k, n), tally('search-empty', k, n)]),
    ...NOT_FOUND.map(([path, from, w]) =>
      tally('not-found', path, Math.round(visits * 0.02 * w * random.range(0, 2)), from),
    ),
    ...LINKS.map(([link, page, w]) => tally('link', link, Math.round(views * w * random.range(0.6, 1.4)), page)),
    tally('device', 'phone', phone),
    tally('device', 'desktop', views - phone),
    tally('save-data', 'on', saveData),
    tally('data-light', 'on', saveData + Math.round(views * random.range(0.02, 0.04))),
  ].filter((t) => t.count > 0)
}

/**
 * The tallies of the `days` Lagos days ending `today` (YYYY-MM-DD), for the programmes' slugs given (the
 * most viewed first): a few thousand rows.
 */
export function demoVisitCounts(today: string, programmes: readonly string[], days = 90): DemoTally[] {
  const random = createRandom(55)
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(today, i - days + 1)
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay()
    const weekFactor = weekday === 0 ? 0.6 : weekday === 6 ? 0.7 : 1
    const visits = Math.round((140 + (70 * i) / days) * weekFactor * random.range(0.85, 1.15))
    return dayTallies(random, day, visits, programmes)
  }).flat()
}
