import http from 'node:http'

import { expect, test, type APIRequestContext } from './fixtures'

import { adminHeaders } from './admin-api'

/**
 * The CMS's routes under odd and hostile requests, against the production server as deployed:
 * bodies refused before they are read, private answers kept out of shared caches, error answers
 * that say nothing about the server, and redirects a shared cache keeps only briefly.
 */
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'plain HTTP checks run once, in the desktop project')
})

const MB = 1024 * 1024

/**
 * Starts a POST that declares `declared` bytes of JSON but sends only the first `sent`, and resolves
 * with the answer's status and how long it took: an answer before the body is complete proves the
 * server decided from the head alone.
 */
function postPartly(
  baseURL: string,
  path: string,
  headers: Record<string, string>,
  sent: number,
): Promise<{ status: number; ms: number }> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, baseURL), { method: 'POST', headers }, (response) => {
      response.resume()
      resolve({ status: response.statusCode ?? 0, ms: Date.now() - started })
      request.destroy()
    })
    request.on('error', reject)
    request.write(Buffer.alloc(sent, ' '))
    setTimeout(() => reject(new Error('no answer within 10 s')), 10_000).unref()
  })
}

test.describe('request bodies', () => {
  test('30 MB of JSON is refused with 413 before it is sent', async ({ baseURL }) => {
    const answer = await postPartly(
      baseURL!,
      '/api/news',
      { 'Content-Type': 'application/json', 'Content-Length': String(30 * MB) },
      64 * 1024,
    )
    expect(answer.status).toBe(413)
    expect(answer.ms).toBeLessThan(2_000)
  })

  test('a whole 30 MB JSON body gets a JSON 413', async ({ request }) => {
    const response = await request.post('/api/news', {
      headers: { 'Content-Type': 'application/json' },
      data: Buffer.alloc(30 * MB, ' '),
    })
    expect(response.status()).toBe(413)
    const body = (await response.json()) as { errors: { message: string }[] }
    expect(body.errors[0].message).toMatch(/larger than 1 MB/)
  })

  test('JSON sent in chunks without a length is refused with 411', async ({ baseURL }) => {
    const answer = await postPartly(
      baseURL!,
      '/api/news',
      { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      1024,
    )
    expect(answer.status).toBe(411)
  })

  test('a body under 1 MB passes the size check, and an anonymous write is refused unread', async ({ request }) => {
    const response = await request.post('/api/news', {
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({ title: 'x'.repeat(900_000) }),
    })
    expect(response.status()).toBe(401)
  })
})

test.describe('odd requests to the CMS routes', () => {
  test('missing and malformed files, and e-mail verification, answer 4xx', async ({ request }) => {
    const cases: [string, number][] = [
      ['/api/media/file/no-such-picture.webp', 404],
      ['/api/documents/file/no-such-document.pdf', 404],
      ['/api/media/file/x.webp%00.png', 400],
    ]
    for (const [path, status] of cases) expect((await request.get(path)).status(), path).toBe(status)
    expect((await request.post('/api/users/verify/abc', { headers: await adminHeaders(request) })).status()).toBe(404)
  })

  test("an editor's malformed body and a collection without versions answer 4xx", async ({ request }) => {
    const headers = await adminHeaders(request)
    const nullBody = await request.post('/api/news', {
      headers: { ...headers, 'Content-Type': 'application/json' },
      data: 'null',
    })
    expect(nullBody.status()).toBe(400)
    expect((await request.get('/api/media/versions', { headers })).status()).toBe(404)
  })

  test('error answers name neither the server address nor internal classes', async ({ request, baseURL }) => {
    const migrations = await request.get('/api/payload-migrations')
    expect(migrations.status()).toBe(404)
    const { host, port } = new URL(baseURL!)
    for (const text of [await migrations.text(), await invalidNews(request)]) {
      expect(text).not.toContain(host)
      expect(text).not.toContain(`:${port}`)
      expect(text).not.toMatch(/"name":/)
    }
  })
})

/** The answer to an editor's news item without its required fields: a validation error. */
async function invalidNews(request: APIRequestContext): Promise<string> {
  const headers = await adminHeaders(request)
  const response = await request.post('/api/news', { headers, data: {} })
  expect(response.status()).toBe(400)
  return response.text()
}

/** The longest any cache may keep an answer by its Cache-Control (`max-age`, `s-maxage`), in seconds. */
const longestKeep = (cacheControl: string) =>
  Math.max(0, ...[...cacheControl.matchAll(/(?:s-maxage|max-age)=(\d+)/gi)].map((m) => Number(m[1])))

test.describe('caching of answers', () => {
  test('signed-in and draft REST answers are private and vary by cookie and token', async ({ request }) => {
    const headers = await adminHeaders(request)
    for (const path of ['/api/users/me', '/api/users', '/api/news?draft=true&limit=1']) {
      const response = await request.get(path, { headers })
      expect(response.status(), path).toBe(200)
      expect(response.headers()['cache-control'], path).toBe('private, no-store')
      expect(response.headers()['vary'], path).toMatch(/\bCookie\b.*\bAuthorization\b/)
    }
    const me = (await (await request.get('/api/users/me', { headers })).json()) as { user: unknown }
    expect(me.user).not.toBeNull()
  })

  test('a session cookie makes the answer private too', async ({ playwright, baseURL }) => {
    const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } })
    await adminHeaders(context)
    const response = await context.get('/api/users/me')
    expect(((await response.json()) as { user: unknown }).user).not.toBeNull()
    expect(response.headers()['cache-control']).toBe('private, no-store')
    await context.dispose()
  })

  test("an anonymous client's refusal varies by cookie and token and is never stored", async ({ request }) => {
    const response = await request.get('/api/news?limit=1')
    expect(response.status()).toBe(401)
    expect(response.headers()['vary']).toMatch(/\bCookie\b.*\bAuthorization\b/)
    expect(response.headers()['cache-control']).toBe('no-store')
  })

  test('HSTS is sent only when the site is served over HTTPS, and this suite serves plain HTTP', async ({
    request,
    baseURL,
  }) => {
    expect(new URL(baseURL!).protocol).toBe('http:')
    expect((await request.get('/')).headers()['strict-transport-security']).toBeUndefined()
  })

  test('a redirect for an unknown slug carries one Location and no year-long shared caching', async ({ request }) => {
    for (const path of ['/course/no-such-programme', '/faculty/no-such-faculty', '/about/staff/no-such-person']) {
      // Twice: the second answer is the one Next replays from its render cache.
      for (const attempt of [1, 2]) {
        const response = await request.get(path, { maxRedirects: 0 })
        expect(response.status(), `${path} #${attempt}`).toBe(307)
        const locations = response.headersArray().filter((h) => h.name.toLowerCase() === 'location')
        expect(locations, `${path} #${attempt}`).toHaveLength(1)
        const cacheControl = response.headers()['cache-control'] ?? ''
        expect(cacheControl, `${path} #${attempt}`).not.toMatch(/stale-while-revalidate/)
        expect(longestKeep(cacheControl), `${path} #${attempt}: ${cacheControl}`).toBeLessThanOrEqual(300)
      }
    }
    const breakdown = await request.get('/breakdown/NOPE999', { maxRedirects: 0 })
    expect(breakdown.status()).toBe(307)
    expect(longestKeep(breakdown.headers()['cache-control'] ?? '')).toBeLessThanOrEqual(300)
    expect(breakdown.headersArray().filter((h) => h.name.toLowerCase() === 'location')).toHaveLength(1)
  })
})
