/**
 * Counting visits (docs/decisions/0038) against the real database: requests classified by the one rule
 * (src/lib/visit-tally.mjs), added up as the server does (src/lib/visit-batch.mjs) and written through
 * the route the server calls (src/app/api/visits/flush/route.ts) into the `visit-counts` rows. Each test
 * counts on a day of its own, years away from the demo's counts: in the future, as the first write of
 * a day forgets the days before the keep period. A page served from nginx's cache is counted once:
 * tests/e2e/instances.spec.ts, which runs nginx in front of real servers.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { runSql } from '@/content/guard-tables'
import { payloadClient } from '@/content/payload'
import { addVisitCounts, flushVisitCounts, forgetOldVisitDays, type VisitCountEntry } from '@/content/visit-counts'
import { VisitBatch } from '@/lib/visit-batch.mjs'
import { recordHeaders, talliesFor, type VisitRecord } from '@/lib/visit-tally.mjs'

// The key scripts/visit-counter.mjs makes at each start: the run's (vitest.config.ts), as src/env.ts reads it once.
const KEY = process.env.VISIT_FLUSH_KEY as string

const { POST } = await import('@/app/api/visits/flush/route')

const PHONE =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.113 Mobile Safari/537.36'
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const HEADLESS =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36'

let payload: Payload

beforeAll(async () => {
  payload = await payloadClient()
})

/** Noon in Lagos on `day`. */
const noon = (day: string) => Date.parse(`${day}T12:00:00+01:00`)

/** A request as the server saw it: every header it had, the rule keeping only those it reads. */
function request(day: string, url: string, headers: Record<string, string>, over: Partial<VisitRecord> = {}) {
  return {
    method: 'GET',
    url,
    status: 200,
    headers: recordHeaders(headers),
    light: false,
    searchResults: null,
    siteHost: 'www.acu.edu.ng',
    now: noon(day),
    ...over,
  } satisfies VisitRecord
}

/** Counts the requests as one server process does, then hands the batch to the route it calls. */
async function countAndFlush(records: VisitRecord[]) {
  const batch = new VisitBatch()
  for (const record of records) batch.add(talliesFor(record))
  const answer = await flushCall({ entries: batch.take() })
  expect(answer.status).toBe(200)
}

const flushCall = (body: unknown, key: string | null = KEY) =>
  POST(
    new Request('http://127.0.0.1/api/visits/flush', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(key ? { 'X-Visit-Flush-Key': key } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )

/** The day's rows as `kind key<detail: count`. */
async function rowsOf(day: string): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'visit-counts',
    where: { day: { equals: day } },
    pagination: false,
    overrideAccess: true,
    sort: 'id',
  })
  return docs.map((d) => `${d.kind} ${d.key}${d.detail ? `<${d.detail}` : ''}: ${d.count}`).sort()
}

describe('counting visits', () => {
  it('counts a page view once: the page, the visit, the referring site and the device', async () => {
    const day = '2031-05-06'
    await countAndFlush([
      request(day, '/about/history', {
        'user-agent': PHONE,
        referer: 'https://www.google.com/',
        'sec-ch-ua-mobile': '?1',
      }),
    ])
    expect(await rowsOf(day)).toEqual([
      'device phone: 1',
      'referrer google.com: 1',
      'view /about/history: 1',
      'visit all: 1',
    ])
  })

  it('leaves out bots, headless browsers and visitors who ask not to be tracked', async () => {
    const day = '2031-05-07'
    await countAndFlush([
      request(day, '/admissions', { 'user-agent': GOOGLEBOT }),
      request(day, '/admissions', { 'user-agent': HEADLESS }),
      request(day, '/admissions', { 'user-agent': 'curl/8.5.0' }),
      request(day, '/admissions', {}),
      request(day, '/admissions', { 'user-agent': DESKTOP, dnt: '1' }),
      request(day, '/admissions', { 'user-agent': DESKTOP, 'sec-gpc': '1' }),
      request(day, '/search?q=fees', { 'user-agent': DESKTOP, dnt: '1' }, { searchResults: 0 }),
      // The one person among them.
      request(day, '/admissions/tuition', { 'user-agent': DESKTOP }),
    ])
    expect(await rowsOf(day)).toEqual(['device desktop: 1', 'view /admissions/tuition: 1', 'visit all: 1'])
  })

  it('stores no IP address, user agent, cookie or query in any column of any row', async () => {
    const day = '2031-05-08'
    const address = '203.0.113.77'
    const cookie = 'data-light=1; payload-token=secret-session'
    const secrets = [address, PHONE, 'SM-A145F', 'Android 13', 'payload-token', 'adaeze@example.com', 'utm_source']
    const headers = {
      'user-agent': PHONE,
      'x-forwarded-for': `198.51.100.1, ${address}`,
      'x-real-ip': address,
      cookie,
      'save-data': 'on',
    }
    await countAndFlush([
      request(day, '/news/open-day?utm_source=whatsapp', headers, { light: true }),
      request(day, '/search?q=Nursing+Fees', headers, { searchResults: 0 }),
      request(
        day,
        '/old-admissions.php?mail=adaeze@example.com',
        { ...headers, referer: `https://www.acu.edu.ng/about/contact?mail=adaeze@example.com` },
        { status: 404 },
      ),
      request(day, '/api/visits/link?to=apply&from=/admissions', headers, { method: 'POST', status: 204 }),
    ])
    expect(await rowsOf(day)).toEqual([
      'data-light on: 1',
      'device phone: 2',
      'link apply</admissions: 1',
      'not-found /old-admissions.php</about/contact: 1',
      'save-data on: 2',
      'search nursing fees: 1',
      'search-empty nursing fees: 1',
      'view /news/open-day: 1',
      'view /search: 1',
      'visit all: 2',
    ])
    const rows = await runSql(payload, (sql) => sql`SELECT * FROM visit_counts`)
    expect(rows.length).toBeGreaterThanOrEqual(10)
    for (const row of rows)
      for (const [column, value] of Object.entries(row))
        for (const secret of secrets) expect(String(value), `${column} of row ${row.id}`).not.toContain(secret)
  })

  it('adds each write to the rows already there', async () => {
    const day = '2031-05-09'
    const entry = (count: number): VisitCountEntry => ({ day, kind: 'view', key: '/library', detail: '', count })
    expect((await flushCall({ entries: [entry(2)] })).status).toBe(200)
    expect((await flushCall({ entries: [entry(3), { ...entry(1), kind: 'visit', key: 'all' }] })).status).toBe(200)
    expect(await rowsOf(day)).toEqual(['view /library: 5', 'visit all: 1'])
  })

  it('never loses or doubles a count when several instances write at once', async () => {
    const day = '2031-05-10'
    const entries = (n: number): VisitCountEntry[] => [{ day, kind: 'view', key: '/hostel', detail: '', count: n }]
    // Each instance writes what it counted; one that finds another writing keeps its batch and tries again.
    const write = async (n: number) => {
      while (!(await flushVisitCounts(entries(n), noon(day))).written) await new Promise((r) => setTimeout(r, 20))
    }
    await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(write))
    expect(await rowsOf(day)).toEqual(['view /hostel: 36'])
  })

  it('forgets the days before the months the site settings keep', async () => {
    const entry = (day: string): VisitCountEntry => ({ day, kind: 'view', key: '/kept-or-not', detail: '', count: 1 })
    await addVisitCounts(payload, ['2017-02-27', '2017-02-28', '2017-03-01', '2019-03-31'].map(entry))
    const kept = async () =>
      (
        await payload.find({
          collection: 'visit-counts',
          where: { key: { equals: '/kept-or-not' } },
          pagination: false,
          overrideAccess: true,
          sort: 'day',
        })
      ).docs.map((d) => d.day)
    // 25 months by default: as of 2019-03-31, from 2017-02-28 on (February is shorter).
    await forgetOldVisitDays(payload, '2019-03-31')
    expect(await kept()).toEqual(['2017-02-28', '2017-03-01', '2019-03-31'])
    const context = { disableRevalidate: true }
    await payload.updateGlobal({ slug: 'site-settings', data: { visitMonthsKept: 1 }, context })
    try {
      await forgetOldVisitDays(payload, '2019-03-31')
      expect(await kept()).toEqual(['2019-03-31'])
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { visitMonthsKept: 25 }, context })
    }
  })

  it('refuses a write without the server’s key, and a malformed batch', async () => {
    const entries = [{ day: '2031-05-11', kind: 'view', key: '/', detail: '', count: 1 }]
    expect((await flushCall({ entries }, null)).status).toBe(404)
    expect((await flushCall({ entries }, 'another-key')).status).toBe(404)
    expect((await flushCall('{"entries": [')).status).toBe(400)
    expect((await flushCall({ entries: [{ ...entries[0], kind: 'address' }] })).status).toBe(400)
    expect((await flushCall({ entries: [{ ...entries[0], count: -4 }] })).status).toBe(400)
    expect(await rowsOf('2031-05-11')).toEqual([])
  })
})
