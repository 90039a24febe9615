import http from 'node:http'
import net from 'node:net'

import { expect, test } from './fixtures'

import { adminHeaders } from './admin-api'

/**
 * What an anonymous client reaches of the production server, sent as an attacker sends it
 * (docs/security.md, "What is public"): the CMS's own API answers 401 but for the files of uploads and
 * the sign-in page's routes; odd request lines, bodies too large for their address, bodies and heads
 * that trickle, and the image optimiser behind a prefix are all answered 4xx or cut, never a 500 or a wait.
 */
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'plain HTTP checks run once, in the desktop project')
})

const MB = 1_000_000

type RawAnswer = { status: number; head: string; closedAfterMs: number }

/**
 * Sends `lines` (a request head and maybe part of a body) on a plain socket, then `drip` one byte
 * every `dripEveryMs` until the server answers or closes; resolves with the status (0 when it closed
 * without one) and how long the server let the connection live.
 */
function sendRaw(baseURL: string, lines: string, drip = '', dripEveryMs = 2_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL)
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname)
    let received = ''
    let left = drip
    const timer = setInterval(() => {
      if (!left) return
      socket.write(left[0])
      left = left.slice(1)
    }, dripEveryMs)
    const done = () => {
      clearInterval(timer)
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0)
      resolve({ status, head: received.split('\r\n\r\n')[0], closedAfterMs: Date.now() - started })
    }
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1')
      if (/^HTTP\/1\.1 \d{3}/.test(received) && !drip) socket.end()
    })
    socket.on('close', done)
    socket.on('error', () => socket.destroy())
    socket.write(lines)
    setTimeout(() => reject(new Error('the server held the connection for 60 s')), 60_000).unref()
  })
}

/** POSTs a head declaring `length` bytes of `type` and only 64 KB of body: the answer comes from the head. */
function declareBody(baseURL: string, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, baseURL), { method: 'POST', headers }, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
      request.destroy()
    })
    request.on('error', reject)
    request.write(Buffer.alloc(64 * 1024, 'a'))
    setTimeout(() => reject(new Error('no answer from the head within 10 s')), 10_000).unref()
  })
}

const multipart = (length: number) => ({
  'Content-Type': 'multipart/form-data; boundary=x',
  'Content-Length': String(length),
})

test.describe("the CMS's own API to a visitor", () => {
  test('answers 401 to everything but files and the sign-in routes', async ({ request }) => {
    for (const path of [
      '/api/news?limit=1',
      '/api/news/999999?depth=0&data={"title":"Official: University closed"}',
      '/api/globals/home-page',
      '/api/access',
      '/api/media',
      '/api/documents',
      '/api/programmes?where[faculty][equals]=abc',
      // Payload's own limits on lists no longer matter to a visitor: there is no list to read.
      '/api/running-modules?limit=5000&depth=0',
      '/api/running-modules?pagination=false&depth=10',
      '/api/programmes/1',
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(401)
      expect(((await response.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(/sign in/i)
      expect(response.headers()['www-authenticate'], path).toBeDefined()
    }
    const me = await request.get('/api/users/me')
    expect(me.status()).toBe(200)
    expect(((await me.json()) as { user: unknown }).user).toBeNull()
  })

  test('shows no draft for a doubled parameter, on every page global', async ({ request }) => {
    for (const global of ['home-page', 'about-page', 'admissions-page', 'hostel-page', 'admission-guide']) {
      expect((await request.get(`/api/globals/${global}?draft=true&draft=true`)).status(), global).toBe(400)
      expect((await request.get(`/api/globals/${global}?draft=true`)).status(), global).toBe(401)
    }
  })

  test('turns no method override into a query larger than an address', async ({ request }) => {
    const clauses = Array.from({ length: 40_000 }, (_, i) => `{"title":{"like":"x${i}"}}`).join(',')
    const form = { 'X-HTTP-Method-Override': 'GET', 'Content-Type': 'application/x-www-form-urlencoded' }
    const huge = `depth=0&limit=1&where={"or":[${clauses}]}`
    expect((await request.post('/api/news', { headers: form, data: huge })).status()).toBe(413)
    const headers = { ...form, ...(await adminHeaders(request)) }
    // Signed in too: the override is held to the longest address the server takes.
    expect((await request.post('/api/news', { headers, data: huge })).status()).toBe(413)
    const small = await request.post('/api/news', { headers, data: 'depth=0&limit=1&where[title][like]=university' })
    expect(small.status()).toBe(200)
    // Anonymous, a small override is refused like the GET it stands for.
    expect((await request.post('/api/news', { headers: form, data: 'limit=1' })).status()).toBe(401)
  })

  test("answers an editor's malformed queries with 400", async ({ request }) => {
    const headers = await adminHeaders(request)
    for (const path of [
      '/api/news?where[title][near]=1,2',
      '/api/news?where[createdAt][greater_than]=notadate',
      '/api/programmes?where[faculty][equals]=abc',
      '/api/news?where[title][equals][0]=a',
      '/api/news?where={bad',
      '/api/news?where[id][in]=1,abc',
    ]) {
      expect((await request.get(path, { headers })).status(), path).toBe(400)
    }
  })
})

test.describe('bodies too large for their address', () => {
  test('an upload of 10–30 MB is refused from its head, or answered without a 500', async ({ baseURL, request }) => {
    expect(await declareBody(baseURL!, '/api/documents', multipart(30 * MB))).toBe(413)
    expect(await declareBody(baseURL!, '/api/news', multipart(19 * MB))).toBe(413)
    expect(await declareBody(baseURL!, '/api/media', multipart(30 * MB))).toBe(413)
    expect(await declareBody(baseURL!, '/api/v1/academic/update/View/count/1', multipart(30 * MB))).toBe(413)
    // Within the 20 MB an upload may have, a visitor is refused unread (not a 500).
    const document = await request.post('/api/documents', {
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
      data: Buffer.alloc(10_486_000, 'a'),
    })
    expect(document.status()).toBe(401)
  })

  test('an upload sent in chunks without a length is refused with 411', async ({ baseURL }) => {
    const chunked = { 'Content-Type': 'multipart/form-data; boundary=x', 'Transfer-Encoding': 'chunked' }
    expect(await declareBody(baseURL!, '/api/v1/academic/update/View/count/1', chunked)).toBe(411)
  })
})

test.describe('odd request lines and slow clients', () => {
  test('`*` and another host in the request line are a 400, never a redirect', async ({ baseURL }) => {
    for (const line of ['GET * HTTP/1.1', 'OPTIONS * HTTP/1.1', 'GET http://evil.example/healthz HTTP/1.1']) {
      const answer = await sendRaw(baseURL!, `${line}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`)
      expect(answer.status, line).toBe(400)
      expect(answer.head, line).not.toMatch(/^location:/im)
    }
  })

  test('a head or a body sent a byte at a time is cut within 30 s', async ({ baseURL }) => {
    const { host } = new URL(baseURL!)
    const [head, body] = await Promise.all([
      sendRaw(baseURL!, `GET / HTTP/1.1\r\nHost: ${host}\r\n`, 'X-Slow: '.padEnd(40, 'a'), 2_000),
      sendRaw(
        baseURL!,
        // The admin's sign-in, which reads its body before answering (a route that answers without reading it
        // may answer at once; the connection is still cut).
        `POST /api/users/login HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
        '"'.repeat(40),
        2_000,
      ),
    ])
    for (const answer of [head, body]) {
      expect(answer.status === 0 || answer.status >= 400).toBe(true)
      expect(answer.closedAfterMs).toBeLessThan(30_000)
    }
  })
})

test.describe('the image optimiser', () => {
  test('is refused behind every prefix that the top refuses', async ({ request }) => {
    const query = `url=${encodeURIComponent('/api/media/file/none.webp')}&w=640&q=75&x=${Date.now()}`
    expect((await request.get(`/_next/image?${query}`)).status()).toBe(400)
    for (const prefix of ['/light', '/en-NG', '/LIGHT', '/En-ng']) {
      expect((await request.get(`${prefix}/_next/image?${query}`)).status(), prefix).toBe(404)
    }
  })
})
