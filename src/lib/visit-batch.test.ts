import { describe, expect, it } from 'vitest'

import { MAX_ENTRIES_PER_CALL, OTHERS, parseVisitEntries, VisitBatch } from './visit-batch.mjs'

const view = (key: string, day = '2026-12-02') => ({ day, kind: 'view' as const, key, detail: '' })

describe('VisitBatch', () => {
  it('adds up the same tally and keeps different ones apart', () => {
    const batch = new VisitBatch()
    batch.add([view('/'), view('/about')])
    batch.add([view('/')])
    batch.add([view('/', '2026-12-03')])
    expect(batch.take()).toEqual([
      { ...view('/'), count: 2 },
      { ...view('/about'), count: 1 },
      { ...view('/', '2026-12-03'), count: 1 },
    ])
    expect(batch.size).toBe(0)
    expect(batch.take()).toEqual([])
  })

  it('keeps at most its bound of distinct tallies and counts the rest as dropped, once a day', () => {
    const batch = new VisitBatch(3)
    for (let i = 0; i < 10; i++) batch.add([view(`/made-up-${i}`)])
    // Known tallies still count when full.
    batch.add([view('/made-up-0')])
    batch.add([view('/x', '2026-12-03')])
    const entries = batch.take()
    expect(entries.filter((e) => e.kind === 'view').map((e) => [e.key, e.count])).toEqual([
      ['/made-up-0', 2],
      ['/made-up-1', 1],
      ['/made-up-2', 1],
    ])
    expect(entries.filter((e) => e.kind === 'dropped')).toEqual([
      { day: '2026-12-02', kind: 'dropped', key: 'all', detail: '', count: 7 },
      { day: '2026-12-03', kind: 'dropped', key: 'all', detail: '', count: 1 },
    ])
  })

  it("counts an open kind's new keys past the day's bound as others, across writes, afresh the next day", () => {
    const batch = new VisitBatch(100, 2)
    const missing = (key: string, day = '2026-12-02') => ({ day, kind: 'not-found' as const, key, detail: '' })
    batch.add([missing('/a'), missing('/b'), missing('/c')])
    expect(batch.take().map((e) => [e.key, e.count])).toEqual([
      ['/a', 1],
      ['/b', 1],
      [OTHERS, 1],
    ])
    // A later write of the same day: the known keys still count as themselves, new ones as others.
    batch.add([missing('/a'), missing('/d'), view('/e'), view('/f'), view('/g')])
    expect(batch.take().map((e) => [e.kind, e.key])).toEqual([
      ['not-found', '/a'],
      ['not-found', OTHERS],
      ['view', '/e'],
      ['view', '/f'],
      ['view', '/g'],
    ])
    batch.add([missing('/d', '2026-12-03')])
    expect(batch.take().map((e) => e.key)).toEqual(['/d'])
  })

  it('takes back what a write could not store, added to what came since', () => {
    const batch = new VisitBatch()
    batch.add([view('/'), view('/about')])
    const taken = batch.take()
    batch.add([view('/')])
    batch.putBack(taken)
    expect(batch.take()).toEqual([
      { ...view('/'), count: 2 },
      { ...view('/about'), count: 1 },
    ])
  })
})

describe('parseVisitEntries', () => {
  const entry = { day: '2026-12-02', kind: 'search', key: 'nursing', detail: '', count: 3 }

  it('answers well-formed entries as they are', () => {
    expect(parseVisitEntries({ entries: [entry, { ...entry, kind: 'search-empty' }] })).toEqual([
      entry,
      { ...entry, kind: 'search-empty' },
    ])
    expect(parseVisitEntries({ entries: [] })).toEqual([])
  })

  it.each([
    ['no object', 'entries'],
    ['no list', { entries: 'x' }],
    ['a kind the site does not count', { entries: [{ ...entry, kind: 'ip-address' }] }],
    ['a day that is no date', { entries: [{ ...entry, day: '2026-13-45' }] }],
    ['an empty key', { entries: [{ ...entry, key: '' }] }],
    ['a key over 300 characters', { entries: [{ ...entry, key: 'x'.repeat(301) }] }],
    ['a detail that is no text', { entries: [{ ...entry, detail: null }] }],
    ['a count of none', { entries: [{ ...entry, count: 0 }] }],
    ['a count that is no whole number', { entries: [{ ...entry, count: 1.5 }] }],
    ['the same entry twice', { entries: [entry, entry] }],
    [
      'too many entries',
      { entries: Array.from({ length: MAX_ENTRIES_PER_CALL + 1 }, (_, i) => ({ ...entry, key: `k${i}` })) },
    ],
  ])('refuses %s', (_, body) => {
    expect(parseVisitEntries(body)).toBeNull()
  })

  it('keeps only the known fields', () => {
    expect(parseVisitEntries({ entries: [{ ...entry, address: '203.0.113.9' }] })).toEqual([entry])
  })
})
