/**
 * The counters' guard state in the database (src/content/counters.ts): each operation is atomic, so
 * concurrent calls, as from several instances of the site, agree exactly.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { databaseClickStore as store } from '@/content/counters'
import { payloadClient } from '@/content/payload'
import { handleContract } from '@/contract/router'

let payload: Payload

beforeAll(async () => {
  payload = await payloadClient()
})

const put = (path: string, client: string) =>
  handleContract(
    new Request(`http://guard.test/api/v1/${path}`, { method: 'PUT', headers: { 'x-forwarded-for': client } }),
    path.split('/'),
  )

describe('the click guard in the database', () => {
  it('counts 25 simultaneous clicks of one client once', async () => {
    const [p] = (await payload.find({ collection: 'publications', limit: 1, sort: '-id', depth: 0 })).docs
    const before = p.viewCount ?? 0
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => put(`academic/update/View/count/${p.id}`, '203.0.113.250')),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(25).fill(200))
    const after = await payload.findByID({ collection: 'publications', id: p.id, depth: 0 })
    expect(after.viewCount).toBe(before + 1)
  })

  it('claims a key once within its window and again after it; a release frees only its own claim', async () => {
    const key = `click:test-${Date.now()}:view:1`
    const t = 5_000_000
    expect(await store.claim(key, t, t - 600_000, t + 600_000)).toBe(true)
    const racing = await Promise.all(
      Array.from({ length: 10 }, () => store.claim(key, t + 1, t + 1 - 600_000, t + 600_001)),
    )
    expect(racing.filter(Boolean)).toHaveLength(0)
    await store.release(key, t + 1)
    expect(await store.claim(key, t + 2, t + 2 - 600_000, t + 600_002)).toBe(false)
    await store.release(key, t)
    expect(await store.claim(key, t + 3, t + 3 - 600_000, t + 600_003)).toBe(true)
    expect(await store.claim(key, t + 600_003, t + 3, t + 1_200_003)).toBe(true)
  })

  it("counts a client's calls atomically and starts a new minute after the last one ends", async () => {
    const key = `calls:test-${Date.now()}`
    const t = 9_000_000
    const entries = await Promise.all(Array.from({ length: 30 }, () => store.countCall(key, t, t - 60_000, t + 60_000)))
    expect(entries.map((e) => e.calls).sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1))
    expect(await store.countCall(key, t + 59_999, t - 1, t + 119_999)).toEqual({ at: t, calls: 31 })
    expect(await store.countCall(key, t + 60_000, t, t + 120_000)).toEqual({ at: t + 60_000, calls: 1 })
  })
})
