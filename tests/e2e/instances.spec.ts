import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { expect, test } from './fixtures'

import { deployConfig, NGINX, startNginx, type Nginx } from '../../scripts/nginx'

import { E2E_ADMIN } from './e2e-admin'
import {
  extraPort,
  postgresInstalled,
  startAppServer,
  startScratchPostgres,
  type AppServer,
  type ScratchPostgres,
} from './support-server'

/**
 * The same site as two instances on one PostgreSQL database, behind nginx with the configuration in
 * deploy/ (deploy/README.md):
 * - the counters' rules hold across both: a click counts once per client whichever instance
 *   answers, and the call after the 60th in a minute is refused by either;
 * - an edit saved through one instance shows on the other's pages and contract answers;
 * - nginx caches public pages (a miss, then a hit; the data-light mode cached apart), never the
 *   admin, the counters or a signed-in editor's requests, and with both instances down still
 *   serves what it cached;
 * - nginx writes a line for each page it answers to its visit log, which one of the instances reads,
 *   so a page served from its cache is counted once, like one it asked an instance for.
 * Each instance is a copy of the browser tests' build with its own data folder (support-server.ts);
 * nginx runs in the foreground from a temporary folder holding its configuration, logs and cache.
 */

/** Two instances behind nginx with the configuration in deploy/, filled in as an operator would. */
const startDeployNginx = (upstreams: AppServer[], port: number, visitLog: string) =>
  startNginx(port, (dir) =>
    deployConfig(
      dir,
      port,
      upstreams.map((u) => u.port),
      undefined,
      visitLog,
    ),
  )

type Answer = { status: number; text: string; headers: Headers }

/**
 * GETs `url` on a connection `agent` keeps open for a next request, as nginx and browsers do: the status, once
 * the whole answer is in.
 */
function askKeptAlive(url: string, headers: Record<string, string>, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        response.resume()
        response.once('end', () => resolve(response.statusCode ?? 0))
      })
      .once('error', reject)
  })
}

async function call(url: string, init?: RequestInit): Promise<Answer> {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000), ...init })
  return { status: response.status, text: await response.text(), headers: response.headers }
}

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** A request whose body comes as it went over the wire (fetch would decompress it). */
function rawCall(url: string, headers: Record<string, string>, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .request(url, { method, headers, timeout: 30_000 }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (c: Buffer) => chunks.push(c))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        )
        response.on('error', reject)
      })
      .on('error', reject)
      .end()
  })
}

/** The body as the client reads it, decoded once by the encoding the answer names. */
function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding']
  const body =
    encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body
  return body.toString('utf8')
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" }

const h1Of = (html: string) =>
  (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim()

/** Polls until `check` passes; content shows on the other instance within a few seconds. */
async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  await expect
    .poll(() => check().catch(() => false), {
      message: `${what}: not within ${timeoutMs / 1000} s`,
      timeout: timeoutMs,
      intervals: [500],
    })
    .toBe(true)
}

const counterPath = (kind: 'View' | 'download', id: number) => `/api/v1/academic/update/${kind}/count/${id}`

test.describe('several instances on one PostgreSQL database, behind nginx', () => {
  let postgres: ScratchPostgres | undefined
  let a: AppServer | undefined
  let b: AppServer | undefined
  let nginx: Nginx | undefined
  let publication = 0
  /** nginx's visit log, outside its temporary folder: the instances are told where it is before nginx starts. */
  const visitLog = path.join(os.tmpdir(), `acu-visits-${extraPort(9)}.log`)
  /** The e2e admin's token, for reading content through Payload's REST API (signed-in users only). */
  let asAdmin: { headers: Record<string, string> } = { headers: {} }

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'starts servers of its own: runs once, in the desktop project')
    // CI installs both (.ci/run; scripts/ensure-nginx.sh); elsewhere the test needs their programs.
    test.skip(!postgresInstalled(), 'PostgreSQL is not installed (apt-get install postgresql)')
    test.skip(!NGINX, 'nginx is not installed (apt-get install nginx libnginx-mod-http-brotli-filter)')
    test.setTimeout(600_000)
    try {
      postgres = await startScratchPostgres(55_600 + (extraPort(5) % 100))
      // Both instances sign admin sessions with one secret, and trust the proxy's X-Forwarded-For. Both
      // are given nginx's visit log (one of them reads it) and write what they counted every half second.
      fs.rmSync(visitLog, { force: true })
      const env = {
        TRUST_PROXY: '1',
        PAYLOAD_SECRET: 'instances-test-secret-0123456789abcdef',
        VISIT_LOG_FILE: visitLog,
        VISIT_FLUSH_MS: '500',
      }
      // Both at once on the empty database, as a deployment may start them: one migrates and seeds
      // under the database's lock, the other waits its turn and finds it ready (scripts/prepare-database.ts).
      const started = await Promise.allSettled([
        startAppServer({ port: extraPort(5), databaseUrl: postgres.url, env }),
        startAppServer({ port: extraPort(6), databaseUrl: postgres.url, env }),
      ])
      ;[a, b] = started.map((s) => (s.status === 'fulfilled' ? s.value : undefined))
      for (const s of started) if (s.status === 'rejected') throw s.reason
      nginx = await startDeployNginx([a!, b!], extraPort(9), visitLog)
      const login = await call(`${a!.url}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(E2E_ADMIN),
      })
      asAdmin = { headers: { Authorization: `JWT ${(JSON.parse(login.text) as { token: string }).token}` } }
      const list = JSON.parse((await call(`${a!.url}/api/publications?limit=1&sort=id&depth=0`, asAdmin)).text) as {
        docs: { id: number }[]
      }
      publication = list.docs[0].id
    } catch (error) {
      if (a) console.log(a.output().slice(-3000))
      if (b) console.log(b.output().slice(-3000))
      if (nginx) console.log(nginx.log())
      throw error
    }
  })

  test.afterAll(async () => {
    await nginx?.stop()
    await a?.stop()
    await b?.stop()
    await postgres?.remove()
    fs.rmSync(visitLog, { force: true })
  })

  test('started together on the empty database, they seeded it once and both are ready', async () => {
    // The demo has 16 portal tiles and 6 centres (docs/data-model.md#demo-content): twice that if both seeded.
    for (const [collection, count] of [
      ['portal-tiles', 16],
      ['centres', 6],
    ] as const) {
      const list = JSON.parse((await call(`${a!.url}/api/${collection}?limit=1&depth=0`, asAdmin)).text) as {
        totalDocs: number
      }
      expect(list.totalDocs, collection).toBe(count)
    }
    for (const server of [a!, b!]) {
      const ready = await call(`${server.url}/readyz`)
      expect(ready.status, ready.text).toBe(200)
      expect(JSON.parse(ready.text)).toMatchObject({ status: 'ready', checks: { migrations: { ok: true } } })
      expect(ready.headers.get('cache-control')).toBe('no-store')
    }
  })

  test('a click counts once per client, whichever instance answers', async () => {
    const put = async (server: AppServer, client: string) => {
      const answer = await call(`${server.url}${counterPath('View', publication)}`, {
        method: 'PUT',
        headers: { 'X-Forwarded-For': client },
      })
      expect(answer.status, answer.text).toBe(200)
      return JSON.parse(answer.text) as { ViewCount: number; DownloadCount: number }
    }
    const first = await put(a!, '198.51.100.7')
    expect(await put(b!, '198.51.100.7'), 'the same client through the other instance').toEqual(first)
    expect(await put(a!, '198.51.100.7')).toEqual(first)
    const other = await put(b!, '198.51.100.8')
    expect(other.ViewCount, 'another client counts again').toBe(first.ViewCount + 1)
    expect(await put(a!, '198.51.100.8')).toEqual(other)
  })

  test('the call after the 60th in a minute is refused, across both instances', async () => {
    const client = '198.51.100.61'
    for (let i = 0; i < 60; i++) {
      const server = i % 2 === 0 ? a! : b!
      const { status } = await call(`${server.url}${counterPath('download', publication)}`, {
        method: 'PUT',
        headers: { 'X-Forwarded-For': client },
      })
      expect(status, `call ${i + 1} through ${server.port}`).toBe(200)
    }
    for (const server of [a!, b!]) {
      const refused = await call(`${server.url}${counterPath('download', publication)}`, {
        method: 'PUT',
        headers: { 'X-Forwarded-For': client },
      })
      expect(refused.status, `past the limit through ${server.port}`).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    // Another client is not affected.
    const { status } = await call(`${b!.url}${counterPath('download', publication)}`, {
      method: 'PUT',
      headers: { 'X-Forwarded-For': '198.51.100.62' },
    })
    expect(status).toBe(200)
  })

  test("an edit saved through one instance shows on the other's page and contract answer", async () => {
    // Three waits of up to 30 s each, on two servers of its own.
    test.setTimeout(120_000)
    const login = await call(`${a!.url}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(E2E_ADMIN),
    })
    expect(login.status, 'the admin signs in on the first instance').toBe(200)
    const headers = {
      Authorization: `JWT ${(JSON.parse(login.text) as { token: string }).token}`,
      'Content-Type': 'application/json',
    }
    const [news] = (
      JSON.parse((await call(`${a!.url}/api/news?limit=1&depth=0&where[_status][equals]=published`, asAdmin)).text) as {
        docs: { id: number; slug: string; title: string }[]
      }
    ).docs
    const setTitle = async (title: string) => {
      const saved = await call(`${a!.url}/api/news/${news.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ title, _status: 'published' }),
      })
      expect(saved.status, saved.text.slice(0, 300)).toBe(200)
    }
    // What the other instance last answered, for the failure message.
    let seen = ''
    const showsOnB = async (title: string) => {
      const [page, list] = await Promise.all([
        call(`${b!.url}/news/${news.slug}`),
        call(`${b!.url}/api/v1/news/all/active`),
      ])
      const [h1, listed] = [h1Of(page.text), list.text.includes(JSON.stringify(title))]
      seen = `page ${page.status} "${h1}", list ${list.status} ${listed ? 'with' : 'without'} the title`
      return page.status === 200 && h1 === title && listed
    }
    const onB = (what: string, title: string) =>
      eventually(what, () => showsOnB(title)).catch((error: Error) => {
        console.log(b!.output().slice(-3000))
        throw new Error(`${error.message}; it last answered: ${seen}`)
      })
    // The other instance has the page and the list in its caches before the edit.
    await onB('the other instance shows the news item', news.title)
    const edited = `${news.title} (edited on the first instance)`
    try {
      await setTitle(edited)
      await onB('the edit shows on the other instance', edited)
    } finally {
      await setTitle(news.title)
    }
    await onB('the restored title shows on the other instance', news.title)
  })

  test('nginx caches public pages by data-light mode, never the admin, the counters or an editor', async () => {
    const page = '/about/history'
    const direct = await call(`${a!.url}${page}`)
    expect(direct.status).toBe(200)
    // What the app says about the page is what nginx goes by.
    const cacheControl = direct.headers.get('cache-control') ?? ''
    expect(cacheControl).toMatch(/s-maxage=\d+/)

    const first = await call(`${nginx!.url}${page}`)
    expect(first.status).toBe(200)
    expect(first.headers.get('x-cache-status')).toBe('MISS')
    expect(first.headers.get('cache-control')).toBe(cacheControl)
    const second = await call(`${nginx!.url}${page}`)
    expect(second.headers.get('x-cache-status')).toBe('HIT')
    expect(h1Of(second.text)).toBe(h1Of(first.text))

    // Compressed for a client that accepts it.
    const gzipped = await fetch(`${nginx!.url}${page}`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(h1Of(await gzipped.text())).toBe(h1Of(first.text))
    // Brotli for a client that takes it (every current browser over HTTPS), from a cached copy of its own
    // (the next test shows each encoding's copy).
    await fetch(`${nginx!.url}${page}`, { headers: { 'Accept-Encoding': 'br, gzip' } })
    const brotli = await fetch(`${nginx!.url}${page}`, { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(brotli.headers.get('vary')).toMatch(/Accept-Encoding/i)
    expect(brotli.headers.get('x-cache-status')).toBe('HIT')
    expect(h1Of(await brotli.text())).toBe(h1Of(first.text))

    // The data-light mode is cached apart: Save-Data: on, or the cookie; data-light=0 turns it off.
    const light = await call(`${nginx!.url}${page}`, { headers: { 'Save-Data': 'on' } })
    expect(light.headers.get('x-cache-status')).toBe('MISS')
    const lightAgain = await call(`${nginx!.url}${page}`, { headers: { Cookie: 'data-light=1' } })
    expect(lightAgain.headers.get('x-cache-status')).toBe('HIT')
    const lightOff = await call(`${nginx!.url}${page}`, { headers: { 'Save-Data': 'on', Cookie: 'data-light=0' } })
    expect(lightOff.headers.get('x-cache-status')).toBe('HIT')

    // A signed-in editor always gets the instance's own answer.
    const editor = await call(`${nginx!.url}${page}`, { headers: { Cookie: 'payload-token=anything' } })
    expect(editor.headers.get('x-cache-status')).toBe('BYPASS')

    // The contract's GET answers are cached too.
    await call(`${nginx!.url}/api/v1/general/web_contact`)
    expect((await call(`${nginx!.url}/api/v1/general/web_contact`)).headers.get('x-cache-status')).toBe('HIT')

    // The admin, Payload's REST API and the counters never touch the cache.
    for (const uncached of ['/admin', '/admin/login', '/api/news?limit=1']) {
      for (let i = 0; i < 2; i++) {
        const answer = await call(`${nginx!.url}${uncached}`)
        expect(answer.status, uncached).toBeLessThan(500)
        expect(answer.headers.get('x-cache-status'), uncached).toBeNull()
      }
    }
    const counts: number[] = []
    for (let i = 0; i < 2; i++) {
      const answer = await call(`${nginx!.url}${counterPath('View', publication)}`, { method: 'PUT' })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('x-cache-status')).toBeNull()
      counts.push((JSON.parse(answer.text) as { ViewCount: number }).ViewCount)
    }
    // Through nginx the client is this machine (its X-Forwarded-For hop): counted once, then not again.
    expect(counts[1]).toBe(counts[0])
  })

  test('nginx keeps each cached answer compressed once per encoding, and every client reads the same page', async () => {
    const page = '/about/campus'
    // What a client asks for → the encoding it gets (br before gzip; q=0 refuses one).
    const clients: Array<[string, Record<string, string>, string | undefined]> = [
      ['brotli and gzip', { 'Accept-Encoding': 'gzip, deflate, br' }, 'br'],
      ['brotli refused', { 'Accept-Encoding': 'br;q=0, gzip' }, 'gzip'],
      ['gzip only', { 'Accept-Encoding': 'gzip' }, 'gzip'],
      ['no Accept-Encoding', {}, undefined],
      ['identity', { 'Accept-Encoding': 'identity' }, undefined],
      ['gzip refused', { 'Accept-Encoding': 'gzip;q=0' }, undefined],
    ]
    const plain = await rawCall(`${a!.url}${page}`, {})
    expect(plain.status).toBe(200)
    const html = decoded(plain)
    expect(h1Of(html)).not.toBe('')
    const statuses: string[] = []
    for (const [client, headers, encoding] of clients) {
      for (let i = 0; i < 2; i++) {
        const answer = await rawCall(`${nginx!.url}${page}`, headers)
        expect(answer.status, client).toBe(200)
        expect(answer.headers['content-encoding'], client).toBe(encoding)
        // Decoded once, it is the page the instance rendered: never compressed twice.
        expect(h1Of(decoded(answer)), client).toBe(h1Of(html))
        expect(decoded(answer).length, client).toBe(html.length)
        if (encoding) expect(answer.body.length, client).toBeLessThan(html.length / 3)
        expect(String(answer.headers.vary), client).toMatch(/Accept-Encoding/i)
        statuses.push(`${client}: ${answer.headers['x-cache-status']}`)
      }
    }
    // One copy per encoding: the first client of each encoding fills it, every later one hits it.
    expect(statuses).toEqual([
      'brotli and gzip: MISS',
      'brotli and gzip: HIT',
      'brotli refused: MISS',
      'brotli refused: HIT',
      'gzip only: HIT',
      'gzip only: HIT',
      'no Accept-Encoding: MISS',
      'no Accept-Encoding: HIT',
      'identity: HIT',
      'identity: HIT',
      'gzip refused: HIT',
      'gzip refused: HIT',
    ])

    // HEAD is answered from the same copy, headers only.
    const head = await rawCall(`${nginx!.url}${page}`, { 'Accept-Encoding': 'br' }, 'HEAD')
    expect([head.status, head.headers['content-encoding'], head.headers['x-cache-status']]).toEqual([200, 'br', 'HIT'])
    expect(head.body.length).toBe(0)

    // The data-light copy is kept apart in every encoding, and is the data-light page.
    const light = await rawCall(`${a!.url}${page}`, { 'Save-Data': 'on' })
    for (const headers of [{ 'Accept-Encoding': 'br' }, { 'Accept-Encoding': 'gzip' }, {}] as Record<
      string,
      string
    >[]) {
      const first = await rawCall(`${nginx!.url}${page}`, { ...headers, 'Save-Data': 'on' })
      const again = await rawCall(`${nginx!.url}${page}`, { ...headers, Cookie: 'data-light=1' })
      expect([first.headers['x-cache-status'], again.headers['x-cache-status']], JSON.stringify(headers)).toEqual([
        'MISS',
        'HIT',
      ])
      expect(decoded(again).length, JSON.stringify(headers)).toBe(decoded(light).length)
    }

    // A signed-in editor gets the instance's own answer, compressed for it all the same.
    const editor = await rawCall(`${nginx!.url}${page}`, { 'Accept-Encoding': 'br', Cookie: 'payload-token=anything' })
    expect([editor.headers['x-cache-status'], editor.headers['content-encoding']]).toEqual(['BYPASS', 'br'])
    expect(h1Of(decoded(editor))).toBe(h1Of(html))

    // The contract's whole lists the same way: the same JSON in every encoding (read through nginx, since
    // its links name the host asked).
    const list = '/api/v1/news/all/active'
    const json = JSON.parse(
      decoded(await rawCall(`${nginx!.url}${list}`, { 'Accept-Encoding': 'identity' })),
    ) as unknown
    expect(Array.isArray(json) && json.length).toBeGreaterThan(0)
    for (const headers of [{ 'Accept-Encoding': 'gzip, br' }, { 'Accept-Encoding': 'gzip' }, {}] as Record<
      string,
      string
    >[]) {
      await rawCall(`${nginx!.url}${list}`, headers)
      const cached = await rawCall(`${nginx!.url}${list}`, headers)
      expect(cached.headers['x-cache-status'], JSON.stringify(headers)).toBe('HIT')
      expect(JSON.parse(decoded(cached)), JSON.stringify(headers)).toEqual(json)
    }
  })

  test('nginx keeps pages rendered at each request (a story, a search) as it keeps stored ones, never a not-found', async () => {
    const [news] = (
      JSON.parse((await call(`${a!.url}/api/news?limit=1&depth=0&where[_status][equals]=published`, asAdmin)).text) as {
        docs: { slug: string; title: string }[]
      }
    ).docs
    const stored = (await call(`${a!.url}/about/history`)).headers.get('cache-control')
    // A query no other test asks, so the first answer through nginx is its first.
    const asked = `nursing ${randomUUID().slice(0, 8)}`
    for (const page of [`/news/${news.slug}`, `/search?q=${encodeURIComponent(asked)}`]) {
      const direct = await call(`${a!.url}${page}`)
      expect(direct.status, page).toBe(200)
      expect(direct.headers.get('cache-control'), page).toBe(stored)
      const first = await call(`${nginx!.url}${page}`)
      expect(first.headers.get('x-cache-status'), page).toBe('MISS')
      const second = await call(`${nginx!.url}${page}`)
      expect(second.headers.get('x-cache-status'), page).toBe('HIT')
      expect(h1Of(second.text), page).toBe(h1Of(direct.text))
    }
    expect(h1Of((await call(`${nginx!.url}/news/${news.slug}`)).text)).toBe(news.title)

    // A story that does not exist (yet) is asked of an instance every time.
    const missing = `/news/no-such-story-${randomUUID().slice(0, 8)}`
    for (let i = 0; i < 2; i++) {
      const answer = await call(`${nginx!.url}${missing}`)
      expect(answer.status).toBe(404)
      expect(answer.headers.get('cache-control')).toContain('no-store')
      expect(answer.headers.get('x-cache-status')).toBe('MISS')
    }
  })

  test('a page is counted once whether nginx answers it from its cache or not; bots and DNT are not; a ping is', async () => {
    test.setTimeout(120_000)
    const phone =
      'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36'
    const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
    /** The total of a tally over every day, read through Payload's REST API as the admin. */
    const total = async (kind: string, key: string) => {
      const query = `where[kind][equals]=${kind}&where[key][equals]=${encodeURIComponent(key)}&limit=100&depth=0`
      const list = await call(`${a!.url}/api/visit-counts?${query}`, asAdmin)
      expect(list.status, list.text.slice(0, 200)).toBe(200)
      return (JSON.parse(list.text) as { docs: { count: number }[] }).docs.reduce((sum, d) => sum + d.count, 0)
    }
    const page = '/about/contact'
    const asked = `basket weaving ${randomUUID().slice(0, 8)}`
    const [viewsBefore, pingsBefore] = [await total('view', page), await total('link', 'whatsapp')]

    const first = await call(`${nginx!.url}${page}`, { headers: { 'User-Agent': phone } })
    expect([first.status, first.headers.get('x-cache-status')]).toEqual([200, 'MISS'])
    const second = await call(`${nginx!.url}${page}`, { headers: { 'User-Agent': phone } })
    expect([second.status, second.headers.get('x-cache-status')]).toEqual([200, 'HIT'])
    // Not counted: a bot, and a visitor who asks not to be tracked (both from the cache).
    for (const headers of [{ 'User-Agent': bot }, { 'User-Agent': phone, DNT: '1' }] as Record<string, string>[]) {
      expect((await call(`${nginx!.url}${page}`, { headers })).headers.get('x-cache-status')).toBe('HIT')
    }
    // A search that found nothing: the page says so in X-Search-Results, which nginx logs.
    const search = await call(`${nginx!.url}/search?q=${encodeURIComponent(asked)}`, {
      headers: { 'User-Agent': phone },
    })
    expect(search.headers.get('x-search-results')).toBe('0')
    // The WhatsApp link's ping, as the browser sends it when the link is followed.
    expect(second.text).toMatch(/ ping="http:\/\/[^"/]+\/api\/visits\/link\?to=whatsapp&amp;from=%2Fabout%2Fcontact"/)
    const ping = await call(`${nginx!.url}/api/visits/link?to=whatsapp&from=%2Fabout%2Fcontact`, {
      method: 'POST',
      headers: { 'User-Agent': phone, 'Content-Type': 'text/ping', 'Ping-To': 'https://wa.me/2348035550150' },
      body: 'PING',
    })
    expect([ping.status, ping.text]).toEqual([204, ''])

    await eventually(
      'the views, the search with no result and the ping are written',
      async () =>
        (await total('view', page)) === viewsBefore + 2 &&
        (await total('search-empty', asked)) === 1 &&
        (await total('link', 'whatsapp')) === pingsBefore + 1,
    )
    // A few writes later still the same: the instance that asked for the page did not count it as well.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect(await total('view', page)).toBe(viewsBefore + 2)
    expect(await total('search', asked)).toBe(1)
  })

  test('an instance restarted under load (SIGTERM, as a deploy does) fails no request, and logs each one', async () => {
    test.setTimeout(240_000)
    // Addresses nginx never caches, so every request reaches an instance; one of them is slow enough
    // (100 running modules, depth 2) to be in flight when the signal comes.
    const paths = ['/api/running-modules?limit=100&depth=2', '/api/news?limit=5&depth=1', '/api/v1/general/web_contact']
    const failures: string[] = []
    let answered = 0
    let running = true
    const client = async (n: number) => {
      for (let i = n; running; i++) {
        const p = paths[i % paths.length]
        const init = p.startsWith('/api/v1/') ? undefined : asAdmin
        const answer = await call(`${nginx!.url}${p}`, init).catch((error: Error) => ({
          status: 0,
          text: error.message,
        }))
        if (answer.status === 200) answered++
        else failures.push(`${p}: ${answer.status} ${answer.text.slice(0, 120)}`)
      }
    }
    const load = Promise.all(Array.from({ length: 8 }, (_, n) => client(n)))
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    const before = answered
    // A client of its own on a connection kept open, its request in flight when the signal comes: the stop
    // closes that connection as the answer ends, rather than wait out its idle time (or cut it at its limit).
    const agent = new http.Agent({ keepAlive: true })
    const inFlight = askKeptAlive(`${a!.url}${paths[0]}`, asAdmin.headers, agent)
    await new Promise((resolve) => setTimeout(resolve, 100))
    await a!.restart()
    expect(await inFlight, 'the request in flight at the signal').toBe(200)
    agent.destroy()
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    running = false
    await load
    expect(failures, 'failed requests').toEqual([])
    expect(answered - before, 'requests answered during and after the restart').toBeGreaterThan(20)
    const log = a!.output()
    expect(log).toContain('"msg":"stopping: finishing the requests in flight"')
    expect(log).toContain('"msg":"stopped"')
    // Each connection closed as its last answer ended: the stop waited for no idle one to time out.
    expect(log).not.toContain('were cut')
    // One JSON line per request: id, method, path without its query, status, duration, bytes, client.
    const line = log.split('\n').find((l) => l.includes('"path":"/api/running-modules"'))
    expect(line, 'a request line').toBeDefined()
    expect(JSON.parse(line!)).toMatchObject({
      msg: 'request',
      id: expect.any(String),
      method: 'GET',
      status: 200,
      ms: expect.any(Number),
      bytes: expect.any(Number),
      client: '127.0.0.1',
    })
    expect(line).not.toContain('limit=100')
  })

  test('with both instances down, nginx still serves what it cached', async () => {
    const page = '/about/history'
    const contract = '/api/v1/general/web_contact'
    const before = await call(`${nginx!.url}${page}`)
    const contractBefore = await call(`${nginx!.url}${contract}`)
    expect(before.status).toBe(200)

    await a!.stop()
    await b!.stop()

    const during = await call(`${nginx!.url}${page}`)
    expect(during.status).toBe(200)
    expect(['HIT', 'STALE', 'UPDATING']).toContain(during.headers.get('x-cache-status'))
    expect(h1Of(during.text)).toBe(h1Of(before.text))
    // The contract answer is fresh for seconds only (max-age): once it is not, nginx serves it stale.
    await eventually(
      'the contract answer is served stale',
      async () => {
        const answer = await call(`${nginx!.url}${contract}`)
        expect(answer.status).toBe(200)
        expect(answer.text).toBe(contractBefore.text)
        return ['STALE', 'UPDATING'].includes(answer.headers.get('x-cache-status') ?? '')
      },
      60_000,
    )
    // What was never cached cannot be served.
    expect((await call(`${nginx!.url}/about/staff`)).status).toBe(502)
  })
})
