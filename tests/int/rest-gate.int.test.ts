/**
 * The door in front of Payload's REST API (src/hooks/rest-gate.ts), through Payload's own request
 * handler on the seeded database: a client that is not signed in reaches the files of uploads, the
 * sign-in page's account routes (throttled per client) and nothing else, and is refused before
 * Payload reads its body; a signed-in editor passes.
 */
import { randomInt, randomUUID } from 'node:crypto'

import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { payloadClient } from '@/content/payload'
import { behindGate } from '@/hooks/rest-gate'
import { ACCOUNT_LIMITS } from '@/lib/public-api'

import { signedInAccount } from '../support/rest-as'

let payload: Payload
let editorToken: string
// Names this run's accounts and clients apart from another run's on the same database, without reading the clock.
const stamp = randomUUID().slice(0, 8)
const editor = { email: `rest-gate-editor-${stamp}@int.test`, password: 'rest-gate-editor-password-1' }

beforeAll(async () => {
  payload = await payloadClient()
  editorToken = (await signedInAccount(payload, { ...editor, role: 'editor' })).token
})

afterEach(() => vi.useRealTimers())

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { equals: editor.email } } })
})

/** How many requests reached Payload's handler behind the gate. */
let reached = 0
const gated = behindGate(async (request: Request) => {
  reached += 1
  return handleEndpoints({ config, request })
})

type Call = RequestInit & { asEditor?: boolean; client?: string }

/** Sends `path` through the gate as Next would hand it over (the route's segments). */
async function rest(path: string, { asEditor, client = '198.51.100.7', ...init }: Call = {}) {
  const headers = new Headers(init.headers)
  headers.set('x-forwarded-for', client)
  if (asEditor) headers.set('Authorization', `JWT ${editorToken}`)
  const request = new Request(`http://gate.test${path}`, { ...init, headers })
  const slug = new URL(request.url).pathname.split('/').slice(2).map(decodeURIComponent)
  const before = reached
  const response = await gated(request, { params: Promise.resolve({ slug }) })
  const isJson = response.headers.get('content-type')?.includes('json')
  const body = isJson ? await response.json() : await response.text()
  return { status: response.status, body, headers: response.headers, reachedPayload: reached > before, request }
}

describe('a client that is not signed in', () => {
  it.each([
    '/api/news?limit=1',
    '/api/news/1?depth=0',
    '/api/globals/home-page',
    '/api/globals/home-page?draft=true',
    '/api/news/999999?depth=0&data={"title":"Official: University closed"}',
    '/api/access',
    '/api/media',
    '/api/documents?limit=100',
    '/api/users',
    '/api/redirects',
    '/api/programmes?where[faculty][equals]=abc',
    '/api/bulk/staff/export',
  ])('is refused %s with 401, before Payload reads it', async (path) => {
    const { status, body, headers, reachedPayload } = await rest(path)
    expect(status).toBe(401)
    expect(body.errors[0].message).toMatch(/sign in/i)
    expect(headers.get('cache-control')).toBe('no-store')
    expect(reachedPayload).toBe(false)
  })

  it('cannot read a draft by doubling the parameter', async () => {
    for (const global of ['home-page', 'about-page', 'admissions-page', 'hostel-page', 'admission-guide']) {
      const { status, reachedPayload } = await rest(`/api/globals/${global}?draft=true&draft=true`)
      expect(status).toBe(400)
      expect(reachedPayload).toBe(false)
    }
  })

  it('is refused a method override carrying a huge where tree, its body unread', async () => {
    const clauses = Array.from({ length: 40_000 }, (_, i) => `{"title":{"like":"x${i}"}}`).join(',')
    const { status, reachedPayload, request } = await rest('/api/news', {
      method: 'POST',
      headers: { 'X-HTTP-Method-Override': 'GET', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `depth=0&limit=1&where={"or":[${clauses}]}`,
    })
    expect(status).toBe(401)
    expect(reachedPayload).toBe(false)
    expect(request.bodyUsed).toBe(false)
  })

  it('is refused a write, with a session cookie that is not valid too', async () => {
    const forged = { cookie: 'payload-token=not-a-token' }
    const write = await rest('/api/news', { method: 'POST', headers: forged, body: '{}' })
    expect(write.status).toBe(401)
    expect((await rest('/api/news?limit=1', { headers: forged })).status).toBe(401)
    expect((await rest('/api/news?limit=1', { headers: { authorization: 'JWT forged' } })).status).toBe(401)
  })

  it('reaches an uploaded file by its name, and not the listing', async () => {
    const media = await payload.find({ collection: 'media', limit: 1, depth: 0 })
    const file = await rest(`/api/media/file/${media.docs[0].filename}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toMatch(/^image\//)
    expect((await rest('/api/media/file/none-such.webp')).status).toBe(404)
    expect((await rest('/api/media?limit=1')).status).toBe(401)
  })

  it('may ask who is signed in, and sign in', async () => {
    const me = await rest('/api/users/me', { client: '198.51.100.20' })
    expect(me.status).toBe(200)
    expect(me.body.user).toBeNull()
    const signIn = await rest('/api/users/login', {
      method: 'POST',
      client: '198.51.100.21',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(editor),
    })
    expect(signIn.status).toBe(200)
    expect(signIn.body.user.email).toBe(editor.email)
  })

  it('is refused a method override on an open route', async () => {
    const { status } = await rest('/api/users/login', {
      method: 'POST',
      headers: { 'X-HTTP-Method-Override': 'GET', 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(status).toBe(400)
  })

  it('asks for a password reset at most five times in fifteen minutes', async () => {
    // The throttle's window is counted from a fixed moment, not from today.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2027-01-11T09:00:00+01:00'))
    const client = `198.51.100.${randomInt(30, 130)}`
    const ask = () =>
      rest('/api/users/forgot-password', {
        method: 'POST',
        client,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: `nobody-${stamp}@int.test` }),
      })
    for (let i = 0; i < ACCOUNT_LIMITS['forgot-password']; i += 1) expect((await ask()).status).toBe(200)
    const refused = await ask()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800)
    expect(refused.reachedPayload).toBe(false)
    // Another client is not held back by this one.
    const other = await rest('/api/users/forgot-password', {
      method: 'POST',
      client: '203.0.113.9',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `nobody-${stamp}@int.test` }),
    })
    expect(other.status).toBe(200)
  })

  it('finds no door to run the scheduled publishing: it runs inside the server (decision 26)', async () => {
    const { status } = await rest('/api/scheduled-publishing/run', { method: 'POST' })
    expect(status).toBe(401)
  })
})

describe('a signed-in editor', () => {
  it('reads lists, drafts and the permission model', async () => {
    expect((await rest('/api/news?limit=1&depth=0', { asEditor: true })).status).toBe(200)
    expect((await rest('/api/globals/home-page?draft=true', { asEditor: true })).status).toBe(200)
    expect((await rest('/api/access', { asEditor: true })).status).toBe(200)
  })

  it('is refused a doubled parameter too', async () => {
    expect((await rest('/api/news?limit=1&limit=2', { asEditor: true })).status).toBe(400)
  })
})
