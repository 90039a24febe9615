import { describe, expect, it } from 'vitest'

import { LoginGuard, loginAccountKey, MemoryLoginStore, throttledMessage, type LoginVerdict } from './login-guard'

const MINUTE = 60_000
const RULES = { windowMs: 15 * MINUTE, maxFailuresPerClient: 10, maxFailuresPerAccount: 100 }

function setUp() {
  let now = 1_000_000
  const store = new MemoryLoginStore()
  const guard = new LoginGuard(store, RULES, () => now)
  return { guard, store, advance: (ms: number) => (now += ms) }
}

/** `times` failed attempts (attempts never taken back); the verdicts. */
async function fail(guard: LoginGuard, address: string, email: string, times: number): Promise<LoginVerdict[]> {
  const verdicts: LoginVerdict[] = []
  for (let i = 0; i < times; i++) verdicts.push(await guard.attempt(address, email))
  return verdicts
}

describe('the sign-in throttle', () => {
  it('lets a client fail ten times in fifteen minutes, then answers "throttled" until its window ends', async () => {
    const { guard, advance } = setUp()
    const verdicts = await fail(guard, '203.0.113.7', 'editor@acu.test', 10)
    expect(verdicts.every((v) => v.kind === 'try')).toBe(true)
    advance(5 * MINUTE)
    expect(await guard.attempt('203.0.113.7', 'someone-else@acu.test')).toEqual({
      kind: 'throttled',
      scope: 'client',
      retryAfterSeconds: 10 * 60,
      lockedNow: false,
    })
    advance(10 * MINUTE)
    expect((await guard.attempt('203.0.113.7', 'editor@acu.test')).kind).toBe('try')
  })

  it('counts an IPv6 client by its /64 block, and other clients not at all', async () => {
    const { guard } = setUp()
    for (let i = 0; i < 10; i++) await guard.attempt(`2001:db8:1:2::${i + 1}`, 'editor@acu.test')
    expect((await guard.attempt('2001:db8:1:2::ff', 'editor@acu.test')).kind).toBe('throttled')
    expect((await guard.attempt('2001:db8:1:3::1', 'editor@acu.test')).kind).toBe('try')
  })

  it('does not count successful sign-ins', async () => {
    const { guard } = setUp()
    for (let i = 0; i < 25; i++) {
      const verdict = await guard.attempt('203.0.113.7', 'editor@acu.test')
      expect(verdict.kind).toBe('try')
      if (verdict.kind === 'try') await guard.succeeded(verdict)
    }
  })

  it('never lets one client lock an account, however long it keeps failing', async () => {
    const { guard, advance } = setUp()
    for (let minute = 0; minute < 24 * 60; minute++) {
      await guard.attempt('198.51.100.9', 'admin@acu.test')
      advance(MINUTE)
    }
    expect((await guard.attempt('203.0.113.7', 'admin@acu.test')).kind).toBe('try')
  })

  it('locks an address after 100 failures from several clients, once, and the owner too', async () => {
    const { guard, advance } = setUp()
    for (let c = 1; c <= 10; c++) await fail(guard, `198.51.100.${c}`, 'Admin@ACU.test ', 10)
    const lock = await guard.attempt('203.0.113.7', 'admin@acu.test')
    expect(lock).toEqual({ kind: 'throttled', scope: 'account', retryAfterSeconds: 15 * 60, lockedNow: true })
    advance(MINUTE)
    expect(await guard.attempt('203.0.113.7', 'admin@acu.test')).toMatchObject({ scope: 'account', lockedNow: false })
    // Refused attempts on a locked address tried no password: the client is not throttled for them.
    for (let i = 0; i < 20; i++) await guard.attempt('203.0.113.7', 'admin@acu.test')
    expect((await guard.attempt('203.0.113.7', 'editor@acu.test')).kind).toBe('try')
    advance(14 * MINUTE)
    expect((await guard.attempt('203.0.113.7', 'admin@acu.test')).kind).toBe('try')
  })

  it('lets an admin lift a lock', async () => {
    const { guard } = setUp()
    for (let c = 1; c <= 10; c++) await fail(guard, `198.51.100.${c}`, 'admin@acu.test', 10)
    expect((await guard.attempt('203.0.113.7', 'admin@acu.test')).kind).toBe('throttled')
    await guard.unlock('ADMIN@acu.test')
    expect((await guard.attempt('203.0.113.7', 'admin@acu.test')).kind).toBe('try')
  })

  it('keys an address by a digest of its usual spelling', () => {
    expect(loginAccountKey(' Admin@ACU.test')).toBe(loginAccountKey('admin@acu.test'))
    expect(loginAccountKey('admin@acu.test')).toMatch(/^account:[0-9a-f]{64}$/)
  })

  it('tells the client how long to wait, in whole minutes', () => {
    expect(throttledMessage(900)).toBe('Too many sign-in attempts. Try again in 15 minutes.')
    expect(throttledMessage(30)).toBe('Too many sign-in attempts. Try again in 1 minute.')
  })
})
