/**
 * Signing in from the web: POST /api/users/login through Payload's REST handler (as the admin's
 * form does), on the real database. A wrong password and an unknown address get the same answer
 * after the same work; nobody is told an account is locked; a client that keeps failing is answered
 * 429 with Retry-After; an address is locked only after failures from many clients, which is
 * logged, and an admin can lift it.
 */
import crypto from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { payloadClient } from '@/content/payload'
import { loginAccountKey, loginClientKey } from '@/lib/login-guard'
import type { User } from '@/payload-types'

import { restSignIn } from '../support/rest-sign-in'

let payload: Payload
let admin: User
let editor: User

const stamp = Date.now()
const EDITOR_PASSWORD = 'quiet-harbour-lantern-4821'
const WRONG = 'not-the-password-7731'
/** The site's promise (docs/security.md): ten failed sign-ins per client in fifteen minutes. */
const CLIENT_LIMIT = 10
const WINDOW_SECONDS = 15 * 60

beforeAll(async () => {
  payload = await payloadClient()
  admin = (await payload.find({ collection: 'users', where: { email: { equals: process.env.ADMIN_EMAIL } } })).docs[0]
  editor = await payload.create({
    collection: 'users',
    data: { email: `sign-in-editor-${stamp}@int.test`, password: EDITOR_PASSWORD, role: 'editor' },
  })
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { like: `-${stamp}@int.test` } }, overrideAccess: true })
})

afterEach(() => vi.restoreAllMocks())

/** `times` failed attempts under `key` in the throttle's table, as if made just now (one row, one write). */
async function countFailures(key: string, times: number) {
  const now = Date.now()
  await payload.create({
    collection: 'login-guard',
    data: { key, at: now, calls: times, expiresAt: now + WINDOW_SECONDS * 1000 },
    overrideAccess: true,
  })
}

const failuresFrom = (client: string, times: number) => countFailures(loginClientKey(client), times)

/** 100 failures on `email` from other clients (the site's promise: an address locks after 100). */
const failuresFromElsewhere = (email: string) => countFailures(loginAccountKey(email), 100)

async function signIn(email: string, password: string, forwardedFor: string) {
  const response = await restSignIn(email, password, forwardedFor)
  return { status: response.status, body: await response.text(), retryAfter: response.headers.get('retry-after') }
}

/** The logged events (the `event` of each entry Payload's logger got at `level`) while `run` ran. */
async function eventsDuring(level: 'info' | 'warn', run: () => Promise<void>): Promise<string[]> {
  const spy = vi.spyOn(payload.logger, level)
  await run()
  const events = spy.mock.calls.map(([entry]) => (entry as { event?: string })?.event).filter(Boolean) as string[]
  spy.mockRestore()
  return events
}

describe('a wrong password and an unknown address', () => {
  it('get the same answer, byte for byte, after the same password hashing', async () => {
    const hashing = vi.spyOn(crypto, 'pbkdf2')
    const known = await signIn(editor.email, WRONG, '198.51.100.11')
    const knownWork = hashing.mock.calls.map(([, , iterations, keyLength, digest]) => [iterations, keyLength, digest])
    hashing.mockClear()
    const unknown = await signIn(`nobody-${stamp}@int.test`, WRONG, '198.51.100.12')
    const unknownWork = hashing.mock.calls.map(([, , iterations, keyLength, digest]) => [iterations, keyLength, digest])

    expect(known.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(unknown.body).toBe(known.body)
    expect(knownWork).toHaveLength(1)
    expect(unknownWork).toEqual(knownWork)
  })

  it('never hear that an account is locked, however many wrong passwords came first', async () => {
    const first = await signIn(editor.email, WRONG, '198.51.100.21')
    for (let i = 0; i < 6; i++) {
      const next = await signIn(editor.email, WRONG, '198.51.100.21')
      expect(next).toEqual(first)
    }
    expect(first.body).not.toMatch(/lock/i)
    expect((await signIn(editor.email, EDITOR_PASSWORD, '198.51.100.21')).status).toBe(200)
  })
})

describe('a client that keeps failing', () => {
  it('is answered 429 with Retry-After after ten failures, whatever address it tries; others sign in', async () => {
    const client = '198.51.100.31'
    // Eight failures written straight into the table (each real one costs a slow password hash), two real ones.
    await failuresFrom(client, CLIENT_LIMIT - 2)
    const events = await eventsDuring('info', async () => {
      expect((await signIn(`guess-${stamp}@int.test`, WRONG, client)).status).toBe(401)
      expect((await signIn(editor.email, WRONG, client)).status).toBe(401)
      const refused = await signIn(editor.email, EDITOR_PASSWORD, client)
      expect(refused.status).toBe(429)
      expect(JSON.parse(refused.body)).toEqual({
        errors: [{ message: 'Too many sign-in attempts. Try again in 15 minutes.' }],
      })
      expect(Number(refused.retryAfter)).toBeGreaterThan(WINDOW_SECONDS - 120)
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(WINDOW_SECONDS)
    })
    expect(events.filter((e) => e === 'login.failed')).toHaveLength(2)
    expect(events).toContain('login.throttled')

    // A made-up first hop does not make it another client: the last hop is the one the proxy wrote.
    expect((await signIn(editor.email, EDITOR_PASSWORD, `192.0.2.1, ${client}`)).status).toBe(429)
    expect((await signIn(editor.email, EDITOR_PASSWORD, '198.51.100.32')).status).toBe(200)
  })

  it('is not throttled for signing in successfully, however often', async () => {
    const client = '198.51.100.41'
    await failuresFrom(client, CLIENT_LIMIT - 1)
    const events = await eventsDuring('info', async () => {
      for (let i = 0; i < 3; i++) expect((await signIn(editor.email, EDITOR_PASSWORD, client)).status).toBe(200)
    })
    expect(events.filter((e) => e === 'login.succeeded')).toHaveLength(3)
  })
})

describe('an address that failed from many clients', () => {
  it('is locked for its owner too, with the lock logged; an account or not, the answer is the same', async () => {
    const owned = `locked-owner-${stamp}@int.test`
    const nobody = `nobody-locked-${stamp}@int.test`
    await payload.create({ collection: 'users', data: { email: owned, password: EDITOR_PASSWORD, role: 'editor' } })
    await failuresFromElsewhere(owned)
    await failuresFromElsewhere(nobody)
    const answers: Awaited<ReturnType<typeof signIn>>[] = []
    const warnings = await eventsDuring('warn', async () => {
      answers.push(await signIn(owned, EDITOR_PASSWORD, '198.51.100.51'))
      answers.push(await signIn(nobody, WRONG, '198.51.100.52'))
    })
    const [owner, stranger] = answers
    expect(owner.status).toBe(429)
    // Retry-After differs only by when each address's window began.
    expect(stranger).toMatchObject({ status: owner.status, body: owner.body })
    expect(warnings).toEqual(['login.locked', 'login.locked'])
  })

  it('is unlocked by an admin, and only by an admin', async () => {
    const locked = `locked-editor-${stamp}@int.test`
    await payload.create({ collection: 'users', data: { email: locked, password: EDITOR_PASSWORD, role: 'editor' } })
    await failuresFromElsewhere(locked)
    expect((await signIn(locked, EDITOR_PASSWORD, '198.51.100.61')).status).toBe(429)
    await expect(
      payload.unlock({
        collection: 'users',
        data: { email: locked, password: '' },
        overrideAccess: false,
        req: { user: editor },
      }),
    ).rejects.toThrow(/not allowed/i)
    expect((await signIn(locked, EDITOR_PASSWORD, '198.51.100.61')).status).toBe(429)
    await payload.unlock({
      collection: 'users',
      data: { email: locked, password: '' },
      overrideAccess: false,
      req: { user: { ...admin, collection: 'users' } },
    })
    expect((await signIn(locked, EDITOR_PASSWORD, '198.51.100.61')).status).toBe(200)
  })
})
