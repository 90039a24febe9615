import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, test } from './fixtures'

import { getAsAdmin } from './admin-api'
import { E2E_ADMIN } from './e2e-admin'

import { extraPort, startAppServer, type AppServer } from './support-server'

/**
 * Behind a reverse proxy every visitor reaches the server from the proxy's address. With
 * TRUST_PROXY the counters take the client from the last X-Forwarded-For hop, the one the trusted
 * proxy appended; whatever a client wrote into the header itself comes before it and is ignored.
 *
 * The proxy here does what nginx's `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`
 * does: it appends the address the connection came from. The test's "clients" are different
 * loopback addresses (127.0.0.2, 127.0.0.3, …), which Linux routes to this machine.
 */

type Counts = { EntryID: number; ViewCount: number; DownloadCount: number }

/** A reverse proxy in front of `target` that appends the client's address to X-Forwarded-For. */
function startProxy(target: URL, port: number): Promise<http.Server> {
  const proxy = http.createServer((req, res) => {
    const forwarded = req.headers['x-forwarded-for']
    const client = req.socket.remoteAddress ?? ''
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwarded ? `${forwarded}, ${client}` : client },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => {
      res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  })
  return new Promise((resolve) => proxy.listen(port, '127.0.0.1', () => resolve(proxy)))
}

/** One request through the proxy from the loopback address `from`, with an optional client-written X-Forwarded-For. */
function call(
  proxy: http.Server,
  from: string,
  method: string,
  path: string,
  spoofed?: string,
): Promise<{ status: number; body: string; retryAfter?: string }> {
  const { port } = proxy.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method,
        path,
        headers: spoofed ? { 'X-Forwarded-For': spoofed } : {},
      },
      (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            retryAfter: response.headers['retry-after'] as string | undefined,
          }),
        )
      },
    )
    request.on('error', reject)
    request.end()
  })
}

test.describe('behind a reverse proxy (TRUST_PROXY)', () => {
  let server: AppServer | undefined
  let proxy: http.Server | undefined
  let publications: number[] = []

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'starts servers of its own: runs once, in the desktop project')
    test.setTimeout(180_000)
    server = await startAppServer({ port: extraPort(3), env: { TRUST_PROXY: '1' } })
    proxy = await startProxy(new URL(server.url), extraPort(4))
    const login = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(E2E_ADMIN),
    })
    const { token } = (await login.json()) as { token: string }
    const list = await fetch(`${server.url}/api/publications?limit=3&depth=0`, {
      headers: { Authorization: `JWT ${token}` },
    })
    publications = ((await list.json()) as { docs: { id: number }[] }).docs.map((d) => d.id)
    expect(publications.length).toBe(3)
  })

  test.afterAll(async () => {
    await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)))
    await server?.stop()
  })

  test('each client is counted once, by the address the proxy appended; a spoofed leading hop is ignored', async () => {
    const path = `/api/v1/academic/update/View/count/${publications[0]}`
    const view = async (from: string, spoofed?: string) => {
      const { status, body } = await call(proxy!, from, 'PUT', path, spoofed)
      expect(status, `${from} ${spoofed ?? ''}: ${body}`).toBe(200)
      return (JSON.parse(body) as Counts).ViewCount
    }
    const start = await view('127.0.0.2')
    // The same client again, bare or claiming other addresses: not counted again.
    expect(await view('127.0.0.2')).toBe(start)
    expect(await view('127.0.0.2', '203.0.113.7')).toBe(start)
    expect(await view('127.0.0.2', '198.51.100.1, 203.0.113.8')).toBe(start)
    // Another client is another count, once; claiming the first client's address changes nothing.
    expect(await view('127.0.0.3')).toBe(start + 1)
    expect(await view('127.0.0.3', '127.0.0.2')).toBe(start + 1)
    expect(await view('127.0.0.3')).toBe(start + 1)
    // A third client that sends a header of its own is still counted by its real address.
    expect(await view('127.0.0.4', '127.0.0.2, 127.0.0.3')).toBe(start + 2)
    expect(await view('127.0.0.4', 'unknown')).toBe(start + 2)
    // The download count is its own rule.
    const downloads = await call(
      proxy!,
      '127.0.0.2',
      'PUT',
      `/api/v1/academic/update/download/count/${publications[0]}`,
    )
    expect(downloads.status).toBe(200)
  })

  test('the rate limit holds one client back, whatever it claims, and not the others', async () => {
    const spoofs = ['', '203.0.113.1', '203.0.113.2, 198.51.100.2', '127.0.0.6']
    let limited: { status: number; retryAfter?: string } | undefined
    // 60 counter calls a minute are allowed per client; the 61st is refused.
    for (let i = 0; i < 61; i++) {
      const id = publications[i % publications.length]
      const answer = await call(proxy!, '127.0.0.5', 'PUT', `/api/v1/academic/update/View/count/${id}`, spoofs[i % 4])
      if (i < 60) expect(answer.status, `call ${i + 1}`).toBe(200)
      else limited = answer
    }
    expect(limited?.status, 'the 61st call').toBe(429)
    expect(Number(limited?.retryAfter)).toBeGreaterThan(0)
    // A spoofed header does not get the limited client through.
    const spoofed = await call(
      proxy!,
      '127.0.0.5',
      'PUT',
      `/api/v1/academic/update/View/count/${publications[1]}`,
      '127.0.0.99',
    )
    expect(spoofed.status).toBe(429)
    // Other clients behind the same proxy are not held back.
    const other = await call(proxy!, '127.0.0.6', 'PUT', `/api/v1/academic/update/View/count/${publications[1]}`)
    expect(other.status).toBe(200)
  })
})

test.describe('without TRUST_PROXY', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'plain HTTP check, run once in the desktop project')
  })

  test('a client-written X-Forwarded-For is ignored: the connection is the client', async ({ request }) => {
    // The browser tests' own server runs without TRUST_PROXY.
    const list = (await (await getAsAdmin(request, '/api/publications?limit=1&sort=-id&depth=0')).json()) as {
      docs: { id: number }[]
    }
    const path = `/api/v1/academic/update/download/count/${list.docs[0].id}`
    const firstAnswer = await request.put(path, { headers: { 'X-Forwarded-For': '203.0.113.10' } })
    const secondAnswer = await request.put(path, { headers: { 'X-Forwarded-For': '203.0.113.11' } })
    expect([firstAnswer.status(), secondAnswer.status()]).toEqual([200, 200])
    const [first, second] = [(await firstAnswer.json()) as Counts, (await secondAnswer.json()) as Counts]
    expect(second.DownloadCount, 'a second address in the header is still the same client').toBe(first.DownloadCount)
  })
})
