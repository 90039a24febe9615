import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from './fixtures'

import { sitemapPaths } from '../../src/lib/routes'

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
 * With the database gone, the site keeps answering: every page served before answers 200 with the
 * content it showed last, the contract answers what it answered before from its cache and 503 with
 * Retry-After for anything that needs the database (a counter), nothing crashes and no stack trace
 * shows; when the database comes back, new content shows again without a restart.
 *
 * Each database gets a server of its own (a copy of the browser tests' build, its own data folder):
 * - PostgreSQL: a scratch server (scripts/postgres-test-server.sh) is stopped, then started again.
 *   Every query fails while it is away; the pages and contract answers served before come from the
 *   caches. (A save just before an outage expires the pages showing it; until a render succeeds
 *   those answer the site's error page: a known limit, see docs/architecture.md#caching.)
 * - SQLite: the database file and its -wal/-shm files are moved to another folder and a folder is
 *   put where the file was. On Linux the server's open connection keeps the moved file: Payload's
 *   SQLite adapter holds one libsql connection for the life of the process and never reopens it,
 *   and SQLite then refuses every write (SQLITE_READONLY_DBMOVED) while reads still see the moved
 *   file. So with SQLite the outage is one of writes: the counters answer 503 with Retry-After,
 *   the pages keep answering; moving the files back makes writes work again, without a restart.
 */

type Seen = { status: number; title: string; h1: string }

const STACK_TRACE = /at .*\(|\/work\/|node_modules|Error: /

const textOf = (html: string, tag: string) =>
  (new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`).exec(html)?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim()

async function get(url: string, init?: RequestInit): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000), ...init })
  return { status: response.status, text: await response.text(), headers: response.headers }
}

async function signIn(server: AppServer): Promise<Record<string, string>> {
  const response = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  })
  expect(response.status, 'the admin signs in').toBe(200)
  const { token } = (await response.json()) as { token: string }
  return { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }
}

async function setNewsTitle(server: AppServer, headers: Record<string, string>, id: number, title: string) {
  const response = await fetch(`${server.url}/api/news/${id}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ title, _status: 'published' }),
  })
  expect(response.status, `edit news ${id}`).toBe(200)
}

/** Polls until `check` passes (a database coming back may take a moment). */
async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** The whole scenario against one server; `breakDatabase` and `restoreDatabase` differ by database. */
async function outageScenario(
  server: AppServer,
  breakDatabase: () => Promise<void>,
  restoreDatabase: () => Promise<void>,
) {
  const api = async (p: string) => (await get(`${server.url}${p}`)).text
  // Payload's REST API answers signed-in users only: the documents to look at are read as the admin.
  const reader = await signIn(server)
  const rest = async (p: string) => (await get(`${server.url}${p}`, { headers: reader })).text
  const [news] = (
    JSON.parse(await rest('/api/news?limit=1&depth=0&where[_status][equals]=published')) as {
      docs: { id: number; slug: string; title: string }[]
    }
  ).docs
  const [staff] = (
    JSON.parse(await rest('/api/staff?limit=1&depth=0')) as { docs: { slug: string; staffId: string }[] }
  ).docs
  const [faculty] = (JSON.parse(await rest('/api/faculties?limit=1&depth=0')) as { docs: { slug: string }[] }).docs
  const [publication] = (JSON.parse(await rest('/api/publications?limit=1&depth=0')) as { docs: { id: number }[] }).docs

  const pages = [
    ...sitemapPaths(),
    '/about/history',
    `/news/${news.slug}`,
    `/about/staff/${staff.slug}`,
    `/faculty/${faculty.slug}`,
  ]
  const contract = [
    '/api/v1/news/all/active',
    '/api/v1/event/all/active',
    '/api/v1/general/homepage/content',
    '/api/v1/slider/homepage',
    '/api/v1/academics/faculty/academic/list',
    '/api/v1/general/web_contact',
    `/api/v1/academic/staff/${staff.staffId}`,
  ]

  // Before: every page and contract answer as a visitor saw it. The copied build's pages may be
  // stale and refreshed on the first visit, so read until two rounds agree.
  const snapshot = async () => {
    const seen = new Map<string, Seen>()
    for (const p of pages) {
      const { status, text } = await get(`${server.url}${p}`)
      expect(status, p).toBe(200)
      seen.set(p, { status, title: textOf(text, 'title'), h1: textOf(text, 'h1') })
    }
    return seen
  }
  let before = await snapshot()
  for (let round = 0; round < 3; round++) {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const again = await snapshot()
    const same = [...before].every(([p, seen]) => JSON.stringify(again.get(p)) === JSON.stringify(seen))
    before = again
    if (same) break
  }
  expect(before.get(`/news/${news.slug}`)!.h1).not.toBe('')
  const contractBefore = new Map<string, string>()
  for (const p of contract) {
    const { status, text } = await get(`${server.url}${p}`)
    expect(status, p).toBe(200)
    contractBefore.set(p, text)
  }

  const readyBefore = await get(`${server.url}/readyz`)
  expect(readyBefore.status, `ready before the outage: ${readyBefore.text}`).toBe(200)

  await breakDatabase()
  const pid = server.child.pid

  // Readiness says the database is away (a proxy holds traffic back), in a few words; liveness still answers.
  const ready = await get(`${server.url}/readyz`)
  expect(ready.status, `readiness during the outage: ${ready.text}`).toBe(503)
  expect(JSON.parse(ready.text)).toMatchObject({ status: 'not ready', checks: { database: { ok: false } } })
  expect(ready.text).not.toMatch(STACK_TRACE)
  expect(ready.headers.get('cache-control')).toBe('no-store')
  expect((await get(`${server.url}/healthz`)).status, 'liveness during the outage').toBe(200)

  // The database is really gone: a counter needs it, and answers 503 with Retry-After.
  const counter = await get(`${server.url}/api/v1/academic/update/View/count/${publication.id}`, { method: 'PUT' })
  expect(counter.status, `counter during the outage: ${counter.text}`).toBe(503)
  expect(Number(counter.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(counter.text).not.toMatch(STACK_TRACE)

  // Every page answers 200 with the content it showed last.
  for (const p of pages) {
    const { status, text } = await get(`${server.url}${p}`)
    expect(status, `${p} during the outage`).toBe(200)
    expect({ title: textOf(text, 'title'), h1: textOf(text, 'h1') }, p).toEqual({
      title: before.get(p)!.title,
      h1: before.get(p)!.h1,
    })
    expect(text, p).not.toMatch(/\/work\/|node_modules/)
  }
  // The contract answers what it answered before, from its cache.
  for (const p of contract) {
    const { status, text, headers: h } = await get(`${server.url}${p}`)
    expect(status, `${p} during the outage: ${text.slice(0, 200)}`).toBe(200)
    expect(text, p).toBe(contractBefore.get(p))
    expect(h.get('content-type'), p).toContain('application/json')
  }
  // What was never read before needs the database: 503 with Retry-After, or an answer from a cached list; never a crash.
  for (const p of ['/api/v1/academics/tuition/by/Level/300', '/api/v1/general/breakdown/NO-SUCH-CODE']) {
    const { status, text, headers: h } = await get(`${server.url}${p}`)
    expect([200, 404, 503], `${p} during the outage: ${status}`).toContain(status)
    if (status === 503) expect(Number(h.get('retry-after')), p).toBeGreaterThan(0)
    expect(text, p).not.toMatch(STACK_TRACE)
  }
  // An address the site never had is still a 404 (the redirects could not be read: nothing moved).
  const unknown = await get(`${server.url}/no-such-page-during-the-outage`)
  expect(unknown.status, 'an unknown address during the outage').toBe(404)
  expect(unknown.text).toContain('Page not found')
  expect(unknown.text).not.toMatch(/\/work\/|node_modules/)
  // Search results are read from the database for each query (a visitor's words are never a
  // cache key): without it, an error page, never a stack trace.
  const search = await get(`${server.url}/search?q=nursing`)
  expect(search.text).not.toMatch(/\/work\/|node_modules/)
  expect(server.child.exitCode, 'the server is still running').toBeNull()
  expect(server.child.signalCode).toBeNull()

  // The database comes back: no restart.
  await restoreDatabase()
  await eventually('ready again', async () => (await get(`${server.url}/readyz`)).status === 200)
  await eventually('the counter works again', async () => {
    const { status } = await get(`${server.url}/api/v1/academic/update/View/count/${publication.id}`, { method: 'PUT' })
    return status === 200
  })
  // A save made after it shows on the pages and in the contract.
  const afterHeaders = await signIn(server)
  await setNewsTitle(server, afterHeaders, news.id, `${news.title} (saved after the outage)`)
  await eventually('the news item saved after the outage shows', async () => {
    const [pageHtml, list] = await Promise.all([api(`/news/${news.slug}`), api('/api/v1/news/all/active')])
    return pageHtml.includes('(saved after the outage)') && list.includes('(saved after the outage)')
  })
  expect(server.child.pid, 'the same server process').toBe(pid)
  expect(server.child.exitCode).toBeNull()
}

test.describe('when the database goes away', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'starts servers of its own: runs once, in the desktop project')
  })

  test('SQLite (file moved away): pages keep their content, writes answer 503, and all recovers', async () => {
    test.setTimeout(420_000)
    const server = await startAppServer({ port: extraPort(1) })
    const file = path.join(server.dataDir, 'site.db')
    const away = path.join(server.dataDir, 'away')
    const moved: string[] = []
    const restore = async () => {
      if (fs.existsSync(file) && fs.statSync(file).isDirectory()) fs.rmdirSync(file)
      for (const name of moved.splice(0)) fs.renameSync(path.join(away, name), path.join(server.dataDir, name))
    }
    try {
      await outageScenario(
        server,
        async () => {
          fs.mkdirSync(away)
          for (const name of ['site.db', 'site.db-wal', 'site.db-shm']) {
            if (!fs.existsSync(path.join(server.dataDir, name))) continue
            fs.renameSync(path.join(server.dataDir, name), path.join(away, name))
            moved.push(name)
          }
          fs.mkdirSync(file)
        },
        restore,
      )
    } catch (error) {
      console.log(server.output().slice(-4000))
      throw error
    } finally {
      await restore().catch(() => undefined)
      await server.stop()
    }
  })

  test('PostgreSQL: pages keep their last content, the contract answers 503 where it must, and all recovers', async () => {
    // CI installs PostgreSQL (.ci/run); elsewhere the test needs its programs.
    test.skip(!postgresInstalled(), 'PostgreSQL is not installed (apt-get install postgresql)')
    test.setTimeout(420_000)
    let postgres: ScratchPostgres | undefined
    let server: AppServer | undefined
    try {
      // Below the ephemeral ports' range, as the script's own default (scripts/postgres-test-server.sh).
      postgres = await startScratchPostgres(25_600 + (extraPort(2) % 100))
      server = await startAppServer({ port: extraPort(2), databaseUrl: postgres.url })
      await outageScenario(server, postgres.stop, postgres.start)
    } catch (error) {
      if (server) console.log(server.output().slice(-4000))
      throw error
    } finally {
      await server?.stop()
      await postgres?.remove()
    }
  })
})
