import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** A fresh process's copy of what the caches know. */
async function freshProcess() {
  vi.resetModules()
  return import('./index.mjs')
}

const NOW = new Date('2026-11-17T09:40:00+01:00')
const MAX_AGE_MS = 300_000

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => vi.useRealTimers())

describe('the data cache', () => {
  it('keeps an answer until one of its tags expires, and gives a copy the caller may change', async () => {
    const cache = await freshProcess()
    const expiries = cache.keepTagExpiries()
    cache.keepAnswer('news\u0000[]', { titles: ['Convocation'] }, Date.now())
    vi.setSystemTime(Date.now() + 5)
    const fresh = cache.freshAnswer('news\u0000[]', ['news'], MAX_AGE_MS)
    expect(fresh?.value).toEqual({ titles: ['Convocation'] })
    ;(fresh?.value as { titles: string[] }).titles.push('changed by a page')
    await expiries.expire(['events'])
    expect(cache.freshAnswer('news\u0000[]', ['news'], MAX_AGE_MS)?.value).toEqual({ titles: ['Convocation'] })
    await expiries.expire(['news'])
    expect(cache.freshAnswer('news\u0000[]', ['news'], MAX_AGE_MS)).toBeNull()
    // The last answer stays for when the database fails.
    expect(cache.lastAnswer('news\u0000[]')?.value).toEqual({ titles: ['Convocation'] })
  })

  it('reads again after the longest an answer is kept, and an edit during a read expires what it read', async () => {
    const cache = await freshProcess()
    const expiries = cache.keepTagExpiries()
    const readAt = Date.now()
    vi.setSystemTime(readAt + 2)
    await expiries.expire(['programmes'])
    cache.keepAnswer('finder', ['B.Sc. Accounting'], readAt)
    expect(cache.freshAnswer('finder', ['programmes'], MAX_AGE_MS)).toBeNull()
    cache.keepAnswer('faculties', ['Engineering'], Date.now())
    vi.setSystemTime(Date.now() + MAX_AGE_MS)
    expect(cache.freshAnswer('faculties', ['faculties'], MAX_AGE_MS)).toBeNull()
  })

  it('reads again, once an edit has settled, what was read while the edit was still committing', async () => {
    const cache = await freshProcess()
    const expiries = cache.keepTagExpiries()
    const story = (title: string) => cache.keepAnswer('story', { title }, Date.now())
    story('Convocation')
    // The save's hooks run before its transaction commits: a read that begins now sees the old title.
    await expiries.expire(['news'])
    vi.setSystemTime(Date.now() + 1)
    story('Convocation')
    expect(cache.freshAnswer('story', ['news'], MAX_AGE_MS)?.value).toEqual({ title: 'Convocation' })
    vi.setSystemTime(Date.now() + cache.SETTLE_MS)
    expect(cache.freshAnswer('story', ['news'], MAX_AGE_MS)).toBeNull()
    // Read after the save settled: kept as before.
    story('Convocation 2026')
    vi.setSystemTime(Date.now() + 10)
    expect(cache.freshAnswer('story', ['news'], MAX_AGE_MS)?.value).toEqual({ title: 'Convocation 2026' })
  })

  it('gives no answer as fresh where nothing hears of edits (scripts, tests), but keeps the last one', async () => {
    const cache = await freshProcess()
    expect(cache.tagExpiries()).toBeNull()
    cache.keepAnswer('site', { name: 'Atlantic Crest' }, Date.now())
    expect(cache.freshAnswer('site', ['site'], MAX_AGE_MS)).toBeNull()
    expect(cache.lastAnswer('site')?.value).toEqual({ name: 'Atlantic Crest' })
  })

  it('counts the database as failing for ten seconds after a failed query', async () => {
    const cache = await freshProcess()
    expect(cache.databaseFailing()).toBe(false)
    cache.markDatabaseFailed()
    vi.setSystemTime(Date.now() + 9_000)
    expect(cache.databaseFailing()).toBe(true)
    vi.setSystemTime(Date.now() + 2_000)
    expect(cache.databaseFailing()).toBe(false)
  })
})
