/**
 * Everything that depends on the day, at three fixed moments instead of the day the tests run:
 * the events list (upcoming then past, the hero, the Lagos day's own events split by the clock),
 * the events calendar feed, the home page's events, the application page's key dates and the
 * academic calendar's month and today. At each moment the test adds events and calendar entries
 * around that moment (one starting within the hour, one running, one over earlier that day, one just
 * after midnight, one the evening before), then checks each query against the rules written here.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getCalendarPage } from '@/content/calendar-page'
import { getHomeEvents } from '@/content/home'
import { getEvents, getEventsList, getFeedEvents } from '@/content/news-events'
import { payloadClient } from '@/content/payload'
import { getProcessPage } from '@/content/process-page'
import { toContractEvent } from '@/contract/news-events'

import { lagosDate, upcomingThenPast } from '../support/clock'

const MINUTE = 60_000
const DAY = 86_400_000
const context = { disableRevalidate: true }

/**
 * The moments: the seed's own morning (vitest.config.ts), just after midnight in Lagos on New
 * Year's Day (still 31 December in UTC), and the late evening of the session's last day.
 */
const CLOCKS = ['2026-11-17T09:40:00+01:00', '2027-01-01T00:20:00+01:00', '2027-08-31T22:30:00+01:00']

/** HH:MM on the Lagos clock at an instant. */
const lagosTime = (ms: number) => new Date(ms + 60 * MINUTE).toISOString().slice(11, 16)

/** The events made around `now`, each named by what it is at that moment; the same Lagos day unless said. */
function eventsAround(now: number) {
  const at = (name: string, from: number, to: number) => {
    expect(lagosDate(from), name).toBe(lagosDate(to))
    return { name, date: lagosDate(from), start: lagosTime(from), end: lagosTime(to) }
  }
  const midnight = Date.parse(`${lagosDate(now)}T00:00:00+01:00`)
  return {
    soon: at('starts within the hour', now + 35 * MINUTE, now + 80 * MINUTE),
    running: at('running now', now - 15 * MINUTE, now + 10 * MINUTE),
    over: at('over earlier today', now - 20 * MINUTE, now - 5 * MINUTE),
    tomorrow: at('just after midnight', midnight + DAY + 30 * MINUTE, midnight + DAY + 60 * MINUTE),
    yesterday: at('the evening before', midnight - 60 * MINUTE, midnight - 30 * MINUTE),
  }
}

/** Key dates, written again from docs/site.md: key entries on or after today in Lagos, soonest first, five at most. */
const KEY = /registration|lectures begin|matriculation|examinations begin|resumption|end of the academic session/i

let payload: Payload

beforeAll(async () => {
  payload = await payloadClient()
})

describe.each(CLOCKS)('at %s', (clock) => {
  const now = Date.parse(clock)
  const made = eventsAround(now)
  const title = (name: string) => `Clock ${clock}: ${name}`
  const created: Array<{ collection: 'events' | 'calendar-entries'; id: number }> = []

  beforeAll(async () => {
    const [sample] = (await payload.find({ collection: 'events', limit: 1, depth: 0 })).docs
    for (const e of Object.values(made)) {
      const doc = await payload.create({
        collection: 'events',
        data: {
          title: title(e.name),
          eventType: 'General',
          eventDate: `${e.date}T12:00:00.000Z`,
          startTime: e.start,
          endTime: e.end,
          location: sample.location,
          description: sample.description,
          publishedAt: new Date(now - 30 * DAY).toISOString(),
          _status: 'published',
        } as never,
        context,
      })
      created.push({ collection: 'events', id: doc.id })
    }
    // Registration closing today is still a key date; one that closed yesterday is not.
    for (const [name, date] of [
      ['registration closes today', lagosDate(now)],
      ['registration closed yesterday', lagosDate(now - DAY)],
    ]) {
      const doc = await payload.create({
        collection: 'calendar-entries',
        data: { title: title(name), date: `${date}T12:00:00.000Z`, type: 'semester', semesterCode: null },
        context,
      })
      created.push({ collection: 'calendar-entries', id: doc.id })
    }
  }, 60_000)

  afterAll(async () => {
    for (const { collection, id } of created) await payload.delete({ collection, id, context })
  }, 60_000)

  /** Every published event in the lists' order at `now`, by the rule of tests/support/clock.ts. */
  async function expectedOrder() {
    const all = await getEvents()
    // Distinct starts, so the rule alone decides the order.
    expect(new Set(all.map((e) => `${e.eventDate}T${e.startTime}`)).size).toBe(all.length)
    return upcomingThenPast(all.map(toContractEvent), now)
  }

  it('lists events still to come first (soonest first), then the past ones; the running one is the hero', async () => {
    const { upcoming, past } = await expectedOrder()
    const names = (events: Array<{ Title: string }>) => events.map((e) => e.Title)
    expect(names(upcoming)).toEqual(
      expect.arrayContaining([title('running now'), title('starts within the hour'), title('just after midnight')]),
    )
    expect(names(past)).toEqual(expect.arrayContaining([title('over earlier today'), title('the evening before')]))
    const order = [...upcoming, ...past].map((e) => e.Title)
    const seen: string[] = []
    const flags: boolean[] = []
    for (let page = 1; page <= Math.ceil(order.length / 3); page++) {
      const list = await getEventsList({ type: '', q: '' }, page, 3, now)
      expect(list.total).toBe(order.length)
      expect(list.featured).toEqual({ event: expect.objectContaining({ title: title('running now') }), upcoming: true })
      seen.push(...list.items.map((i) => i.event.title))
      flags.push(...list.items.map((i) => i.upcoming))
    }
    expect(seen).toEqual(order)
    expect(flags).toEqual(order.map((_, i) => i < upcoming.length))
  })

  it('the events calendar feed and the home page follow the same order', async () => {
    const { upcoming, past } = await expectedOrder()
    const order = [...upcoming, ...past].map((e) => e.Slug)
    expect((await getFeedEvents(now)).map((e) => e.slug)).toEqual(order.slice(0, 50))
    const home = (await getHomeEvents(now)).map((e) => e.title)
    expect(home.slice(0, 2)).toEqual([title('running now'), title('starts within the hour')])
    expect(home).toEqual([...upcoming, ...past].slice(0, 3).map((e) => e.Title))
  })

  it("the application page's key dates start with today in Lagos", async () => {
    const { docs } = await payload.find({ collection: 'calendar-entries', pagination: false, depth: 0 })
    const today = lagosDate(now)
    const expected = docs
      .map((d) => ({ date: d.date.slice(0, 10), title: d.title }))
      .filter((e) => e.date >= today && KEY.test(e.title))
      .sort((a, b) => a.date.localeCompare(b.date))
      .slice(0, 5)
    const { keyDates } = await getProcessPage(now)
    expect(keyDates.map((k) => k.date)).toEqual(expected.map((e) => e.date))
    expect(keyDates.map((k) => k.title)).toEqual(expect.arrayContaining([title('registration closes today')]))
    expect(keyDates.map((k) => k.title)).not.toContain(title('registration closed yesterday'))
  })

  it('the academic calendar opens at the month of today in Lagos, today marked', async () => {
    const view = await getCalendarPage({}, now)
    expect(view.today).toBe(lagosDate(now))
    expect(view.month).toBe(lagosDate(now).slice(0, 7))
  })
})
