import { describe, expect, it } from 'vitest'

import { buildAllDayIcs, buildIcs, foldLine, icsDateRange, icsDateTime, icsText } from './ics'

describe('icsDateTime', () => {
  it('writes UTC basic format', () => {
    expect(icsDateTime(Date.UTC(2026, 11, 5, 9, 0, 0))).toBe('20261205T090000Z')
  })
})

describe('icsText', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(icsText('Hall A; Block 2, Uyo\nBring ID \\ card')).toBe('Hall A\\; Block 2\\, Uyo\\nBring ID \\\\ card')
  })
})

describe('foldLine', () => {
  it('folds lines longer than 75 octets with a leading space', () => {
    const folded = foldLine(`DESCRIPTION:${'x'.repeat(100)}`)
    const lines = folded.split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toHaveLength(75)
    expect(lines[1].startsWith(' ')).toBe(true)
    expect(lines.map((l, i) => (i ? l.slice(1) : l)).join('')).toBe(`DESCRIPTION:${'x'.repeat(100)}`)
  })
  it('never splits a multi-byte character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`)
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(folded).not.toContain('\uFFFD')
  })
  it('leaves short lines alone', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0')
  })
})

describe('buildIcs', () => {
  const start = Date.UTC(2026, 11, 5, 9, 0, 0)
  const ics = buildIcs({
    name: 'University events',
    productId: '-//Test//Events//EN',
    events: [
      {
        uid: 'research-week@example.edu',
        title: 'Research Week, opening',
        description: 'Talks; posters',
        location: 'Main Auditorium',
        start,
        end: start - 1,
        stamp: Date.UTC(2026, 10, 1),
        url: 'https://example.edu/events/research-week',
      },
    ],
  })
  it('is a VCALENDAR with CRLF line endings', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })
  it('describes each event with escaped text and UTC times', () => {
    expect(ics).toContain('UID:research-week@example.edu\r\n')
    expect(ics).toContain('DTSTART:20261205T090000Z\r\n')
    // An end before the start becomes one hour after it.
    expect(ics).toContain('DTEND:20261205T100000Z\r\n')
    expect(ics).toContain('SUMMARY:Research Week\\, opening\r\n')
    expect(ics).toContain('DESCRIPTION:Talks\\; posters\r\n')
    expect(ics).toContain('DTSTAMP:20261101T000000Z\r\n')
  })
})

describe('icsDateRange', () => {
  it('writes the date and the next day, across month and year ends and leap days', () => {
    expect(icsDateRange('2026-12-05')).toEqual({ start: '20261205', end: '20261206' })
    expect(icsDateRange('2026-11-30')).toEqual({ start: '20261130', end: '20261201' })
    expect(icsDateRange('2026-12-31')).toEqual({ start: '20261231', end: '20270101' })
    expect(icsDateRange('2028-02-28')).toEqual({ start: '20280228', end: '20280229' })
    expect(icsDateRange('2028-02-29')).toEqual({ start: '20280229', end: '20280301' })
  })
  it('is null for an invalid date', () => {
    for (const bad of ['2027-02-29', '2026-13-01', '', '2026-12-05T00:00:00Z']) expect(icsDateRange(bad)).toBeNull()
  })
  it('ends the day after the last day of an entry over several days', () => {
    expect(icsDateRange('2026-08-12', '2026-08-14')).toEqual({ start: '20260812', end: '20260815' })
    expect(icsDateRange('2026-12-31', '2027-01-02')).toEqual({ start: '20261231', end: '20270103' })
  })
  it('takes one day when the last day is missing, invalid or earlier', () => {
    for (const last of ['', '2026-02-30', '2026-08-11', '2026-08-12'])
      expect(icsDateRange('2026-08-12', last), last).toEqual({ start: '20260812', end: '20260813' })
  })
})

describe('buildAllDayIcs', () => {
  const ics = buildAllDayIcs({
    name: 'Academic calendar',
    productId: '-//Test//Calendar//EN',
    events: [
      {
        uid: 'calendar-entry-1@example.edu',
        title: 'Christmas, holiday',
        description: 'Holiday; 2026/2027-1',
        date: '2026-12-25',
        stamp: Date.UTC(2026, 10, 1),
        url: 'https://example.edu/academics/calendar?month=2026-12',
      },
      { uid: 'bad@example.edu', title: 'Bad', description: '', date: '2027-02-30', stamp: 0, url: 'https://x' },
    ],
  })
  it('is a VCALENDAR with CRLF line endings', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })
  it('writes each valid entry as an all-day event on its stored date', () => {
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1)
    expect(ics).toContain('UID:calendar-entry-1@example.edu\r\n')
    expect(ics).toContain('DTSTAMP:20261101T000000Z\r\n')
    expect(ics).toContain('DTSTART;VALUE=DATE:20261225\r\n')
    expect(ics).toContain('DTEND;VALUE=DATE:20261226\r\n')
    expect(ics).toContain('SUMMARY:Christmas\\, holiday\r\n')
    expect(ics).toContain('DESCRIPTION:Holiday\\; 2026/2027-1\r\n')
    expect(ics).toContain('TRANSP:TRANSPARENT\r\n')
    expect(ics).not.toContain('bad@example.edu')
  })
})
