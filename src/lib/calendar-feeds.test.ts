import { describe, expect, it } from 'vitest'

import { CALENDAR_ENTRY_TYPES } from './calendar'
import {
  CALENDAR_FEED_KIND_NAMES,
  CALENDAR_FEED_KINDS,
  calendarFeedHref,
  chooseFeedKind,
  inFeed,
} from './calendar-feeds'

describe('chooseFeedKind', () => {
  it('is the whole calendar without the parameter', () => {
    expect(chooseFeedKind([])).toEqual({ kind: null })
  })
  it('takes each known kind, exactly as written', () => {
    for (const kind of CALENDAR_FEED_KIND_NAMES) expect(chooseFeedKind([kind])).toEqual({ kind })
  })
  it('refuses an unknown, empty or differently spelt kind, naming the known ones', () => {
    for (const value of ['exams', '', 'Examinations', ' events', 'constructor', 'toString', '__proto__']) {
      const choice = chooseFeedKind([value])
      expect(choice, value).toHaveProperty('error')
      expect('error' in choice && choice.error, value).toMatch(/examinations, holidays, events/)
    }
  })
  it('refuses a doubled parameter, even with the same value', () => {
    expect(chooseFeedKind(['events', 'events'])).toEqual({ error: 'Send kind once' })
    expect(chooseFeedKind(['events', 'holidays'])).toEqual({ error: 'Send kind once' })
  })
  it('keeps an over-long value short in the message', () => {
    const choice = chooseFeedKind(['x'.repeat(5000)])
    expect('error' in choice && choice.error.length).toBeLessThan(200)
  })
})

describe('inFeed', () => {
  it('keeps every type in the whole calendar', () => {
    for (const type of CALENDAR_ENTRY_TYPES) expect(inFeed(null, type)).toBe(true)
  })
  it('maps each kind to its types', () => {
    expect(CALENDAR_ENTRY_TYPES.filter((t) => inFeed('examinations', t))).toEqual(['exam'])
    expect(CALENDAR_ENTRY_TYPES.filter((t) => inFeed('holidays', t))).toEqual(['holiday', 'break'])
    expect(CALENDAR_ENTRY_TYPES.filter((t) => inFeed('events', t))).toEqual(['event'])
  })
  it('names only real entry types, each in one kind at most', () => {
    const types = Object.values(CALENDAR_FEED_KINDS).flatMap((k) => [...k.types])
    for (const type of types) expect(CALENDAR_ENTRY_TYPES).toContain(type)
    expect(new Set(types).size).toBe(types.length)
  })
})

describe('calendarFeedHref', () => {
  it('is the plain feed for the whole calendar and names the kind otherwise', () => {
    expect(calendarFeedHref(null)).toBe('/academics/calendar.ics')
    expect(calendarFeedHref('examinations')).toBe('/academics/calendar.ics?kind=examinations')
  })
})
