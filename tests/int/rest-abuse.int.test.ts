/**
 * Payload's own REST API (/api/<collection>, /api/globals/<slug>) under odd and hostile requests,
 * through Payload's request handler on the seeded database: anonymous reads stay within 100
 * documents and two relations deep whatever `limit`, `page` and `depth` say, and requests that
 * Payload answered with a 500 get the right 4xx.
 */
import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { payloadClient } from '@/content/payload'

let payload: Payload
let editorToken: string
const stamp = Date.now()
const editor = { email: `rest-abuse-editor-${stamp}@int.test`, password: 'rest-abuse-editor-password-1' }

beforeAll(async () => {
  payload = await payloadClient()
  await payload.create({ collection: 'users', data: { ...editor, role: 'editor' } })
  editorToken = (await payload.login({ collection: 'users', data: editor })).token ?? ''
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { equals: editor.email } } })
})

async function rest(path: string, init: RequestInit & { asEditor?: boolean } = {}) {
  const { asEditor, ...rest } = init
  const headers = new Headers(rest.headers)
  if (asEditor) headers.set('Authorization', `JWT ${editorToken}`)
  const request = new Request(`http://rest.test${path}`, { ...rest, headers })
  const response = await handleEndpoints({ config, request })
  const isJson = response.headers.get('content-type')?.includes('json')
  return { status: response.status, body: isJson ? await response.json() : null }
}

const sendJson = (method: string, body: string) => ({
  method,
  body,
  headers: { 'Content-Type': 'application/json' },
  asEditor: true,
})

describe('anonymous list reads', () => {
  // The seed has far more than 100 running modules, so an uncapped answer would show.
  it.each([
    ['-1', 10],
    ['0', 10],
    ['NaN', 10],
    ['%20', 10],
    ['abc', 10],
    ['-1&pagination=false', 10],
    ['1e9', 100],
    ['5000', 100],
    ['7', 7],
  ])('limit=%s gives %i documents', async (limit, expected) => {
    const { status, body } = await rest(`/api/running-modules?depth=0&limit=${limit}`)
    expect(status).toBe(200)
    expect(body.totalDocs).toBeGreaterThan(100)
    expect(body.docs).toHaveLength(expected)
  })

  it('reads an array of limits as no usable limit', async () => {
    const { body } = await rest('/api/running-modules?depth=0&limit[]=500&limit[]=-1')
    expect(body.docs).toHaveLength(10)
  })

  it.each(['-1', '0', 'NaN', 'abc'])('page=%s is the first page', async (page) => {
    const { status, body } = await rest(`/api/running-modules?depth=0&limit=5&page=${page}`)
    expect(status).toBe(200)
    expect(body.page).toBe(1)
  })

  it.each(['10', '1e9', 'abc', 'NaN'])('depth=%s follows relations at most two deep', async (depth) => {
    // A module's programme (1), the programme's faculty (2); the faculty's dean stays an id.
    const { status, body } = await rest(`/api/running-modules?limit=1&depth=${depth}`)
    expect(status).toBe(200)
    const faculty = body.docs[0].programme.faculty
    expect(typeof faculty).toBe('object')
    expect(faculty.dean === null || typeof faculty.dean === 'number').toBe(true)
  })

  it('depth=-1 reads no relation', async () => {
    const { body } = await rest('/api/running-modules?limit=1&depth=-1')
    expect(typeof body.docs[0].programme).toBe('number')
  })

  it('counts without listing', async () => {
    const { status, body } = await rest('/api/running-modules/count?limit=-1')
    expect(status).toBe(200)
    expect(Object.keys(body)).toEqual(['totalDocs'])
  })

  it('reads a global at most two relations deep, and never the versions of one', async () => {
    expect((await rest('/api/globals/home-page?depth=-1')).status).toBe(200)
    expect((await rest('/api/globals/home-page?depth=NaN')).status).toBe(200)
    expect((await rest('/api/news/versions?limit=-1')).status).toBe(403)
  })
})

describe('routes a collection does not have', () => {
  it('answers 404 for the versions of a collection without versions', async () => {
    // Uploads and accounts keep no history (everything visitors see does: src/collections/index.ts).
    for (const path of ['/api/media/versions', '/api/media/versions/1', '/api/users/versions']) {
      const { status, body } = await rest(path, { asEditor: true })
      expect(status, path).toBe(404)
      expect(body.errors[0].message, path).toBe('Not found.')
    }
    // A collection or global with versions lists them for an editor, and for nobody else.
    for (const path of [
      '/api/news/versions?limit=1',
      '/api/programmes/versions?limit=1',
      '/api/globals/site-settings/versions',
    ]) {
      expect((await rest(path, { asEditor: true })).status, path).toBe(200)
      expect((await rest(path)).status, path).toBe(403)
    }
  })

  it('answers 404 for e-mail verification, which accounts here do not use', async () => {
    expect((await rest('/api/users/verify/abc', { method: 'POST' })).status).toBe(404)
  })
})

describe('files of upload collections', () => {
  it('answers 404 for a file that does not exist, 400 for a name no file can have', async () => {
    expect((await rest('/api/media/file/no-such-picture.webp')).status).toBe(404)
    expect((await rest('/api/documents/file/no-such-document.pdf')).status).toBe(404)
    expect((await rest('/api/media/file/x.webp%00.png')).status).toBe(400)
    expect((await rest('/api/media/file/x%0Ay.webp')).status).toBe(400)
  })

  it('still serves a file that exists', async () => {
    const [picture] = (await payload.find({ collection: 'media', limit: 1 })).docs
    expect((await rest(`/api/media/file/${encodeURIComponent(picture.filename ?? '')}`)).status).toBe(200)
  })
})

describe("an editor's request bodies", () => {
  it.each(['null', '"x"', '[1]', '42'])('a body of %s is a 400 on create and update', async (body) => {
    const [news] = (await payload.find({ collection: 'news', limit: 1 })).docs
    const made = await rest('/api/news', sendJson('POST', body))
    expect(made.status).toBe(400)
    expect(made.body.errors[0].message).toBe('The request body must be a JSON object.')
    expect((await rest(`/api/news/${news.id}`, sendJson('PATCH', body))).status).toBe(400)
    expect((await rest('/api/faculties', sendJson('POST', body))).status).toBe(400)
  })

  it('gets error answers without internal class names', async () => {
    const { status, body } = await rest('/api/news', sendJson('POST', '{}'))
    expect(status).toBe(400)
    expect(body.errors[0].message).toMatch(/invalid/)
    expect(body.errors[0]).not.toHaveProperty('name')
  })
})

describe("an editor's malformed queries", () => {
  // Each answered 500 before: Payload handed the query to the database, which failed.
  it.each([
    '/api/news?where[title][near]=1,2',
    '/api/news?where[title][within]=x',
    '/api/programmes?where[faculty][equals]=abc',
    '/api/programmes?where[faculty][in]=a,b',
    '/api/news?where={bad',
    '/api/news?where[id][in]=1,abc',
    '/api/news/1?data={bad',
    '/api/globals/home-page?data={bad',
  ])('%s is a 400 that says why', async (path) => {
    const { status, body } = await rest(path, { asEditor: true })
    expect(status).toBe(400)
    expect(body.errors[0].message).toMatch(/query cannot be used/)
  })

  // SQLite cannot bind these and the database fails (400); PostgreSQL compares them as text and finds nothing.
  it.each([
    '/api/news?where[createdAt][greater_than]=notadate',
    '/api/news?where[publishedAt][equals]=notadate',
    '/api/news?where[title][equals][0]=a',
  ])('%s is a 400, or an answer with what matches: never a 500', async (path) => {
    const { status, body } = await rest(path, { asEditor: true })
    expect([200, 400]).toContain(status)
    if (status === 200) expect(body.docs).toEqual([])
    else expect(body.errors[0].message).toMatch(/query cannot be used/)
  })

  it('a well-formed query still answers', async () => {
    const { status, body } = await rest('/api/programmes?where[faculty][in]=1,2&depth=0&limit=1', { asEditor: true })
    expect(status).toBe(200)
    expect(body.totalDocs).toBeGreaterThan(0)
  })
})
