import { describe, expect, it } from 'vitest'

import { pendingMigrations, readiness, timedCheck } from './readiness'

describe('pendingMigrations', () => {
  it('lists the migrations the code has and the database has not applied, in the code’s order', () => {
    expect(pendingMigrations(['a', 'b', 'c'], ['a'])).toEqual(['b', 'c'])
    expect(pendingMigrations(['a', 'b'], ['b', 'a'])).toEqual([])
  })

  it('ignores what the database applied beyond the code (a newer release ran)', () => {
    expect(pendingMigrations(['a'], ['a', 'z'])).toEqual([])
  })
})

describe('readiness', () => {
  it('is ready only when every check passed', () => {
    expect(readiness({ one: { ok: true, ms: 1 }, two: { ok: true, ms: 2 } }).status).toBe('ready')
    expect(readiness({ one: { ok: true, ms: 1 }, two: { ok: false, ms: 2, error: 'down' } }).status).toBe('not ready')
  })
})

describe('timedCheck', () => {
  it('passes a check that ends in time', async () => {
    expect(await timedCheck(async () => {}, 1_000)).toMatchObject({ ok: true })
  })

  it('fails a check that throws, with the first line of its message only', async () => {
    const result = await timedCheck(async () => {
      throw new Error('connection refused\n    at Socket.connect (/srv/app/node_modules/pg/lib/client.js:1:1)')
    }, 1_000)
    expect(result).toMatchObject({ ok: false, error: 'connection refused' })
  })

  it('fails a check still running at the limit', async () => {
    const result = await timedCheck(() => new Promise<void>(() => {}), 20)
    expect(result).toMatchObject({ ok: false, error: 'no answer within 20 ms' })
  })
})
