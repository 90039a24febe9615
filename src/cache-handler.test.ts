import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * The page and data store behind Next's `cacheHandler` (src/cache-handler.mjs), driven the way
 * Next drives it: a handler per request, entries in Next's shapes.
 */
type Handler = {
  get(
    key: string,
    ctx: Record<string, unknown>,
  ): Promise<{ value: Record<string, unknown>; lastModified: number } | null>
  set(key: string, data: Record<string, unknown> | null, ctx: Record<string, unknown>): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
}

let distDir: string
/** What the caches of the process `freshProcess` last started know (`@acu/site-cache`). */
let processCache: typeof import('@acu/site-cache')

/** A fresh server process's handler class (module state, the store and what the caches know, starts empty). */
async function freshProcess(): Promise<new (ctx: Record<string, unknown>) => Handler> {
  vi.resetModules()
  processCache = await import('@acu/site-cache')
  return (await import('./cache-handler.mjs')).default as never
}

const handlerIn = (Handler: new (ctx: Record<string, unknown>) => Handler) =>
  new Handler({ serverDistDir: path.join(distDir, 'server'), maxMemoryCacheSize: 1024 * 1024 })

const appPage = (html: string, tags: string[], status = 200) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc of ${html}`),
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
  headers: { 'x-next-cache-tags': tags.join(',') },
  status,
})
const PAGE = { kind: 'APP_PAGE' }
const DOCUMENT = { kind: 'PAGES' }
const pageFiles = () => fs.readdirSync(path.join(distDir, 'cache', 'site-pages', 'build-1'))
/** The handler's clock, fixed: the tests move it on themselves. */
const NOW = new Date('2026-11-17T09:40:00+01:00')
// Time passes between a store and an expiry, as between a render and an editor's save.
const tick = async () => vi.setSystemTime(Date.now() + 2)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-handler-'))
  fs.mkdirSync(path.join(distDir, 'server'))
  fs.writeFileSync(path.join(distDir, 'BUILD_ID'), 'build-1')
})
afterEach(() => {
  vi.useRealTimers()
  fs.rmSync(distDir, { recursive: true, force: true })
})

describe('the site cache handler', () => {
  it('gives a stored page back until one of its tags expires, and keeps pages with other tags', async () => {
    const Handler = await freshProcess()
    await handlerIn(Handler).set('/news', appPage('<h1>News</h1>', ['news', '_N_T_/news']), {
      cacheControl: { revalidate: 300 },
    })
    await handlerIn(Handler).set('/about', appPage('<h1>About</h1>', ['site']), {})
    expect((await handlerIn(Handler).get('/news', PAGE))?.value.html).toBe('<h1>News</h1>')
    await tick()
    await handlerIn(Handler).revalidateTag('news', { expire: 0 })
    expect(await handlerIn(Handler).get('/news', PAGE)).toBeNull()
    expect((await handlerIn(Handler).get('/about', PAGE))?.value.html).toBe('<h1>About</h1>')
  })

  it("expires a query's answer by its own tags and by the asking page's path tags", async () => {
    const Handler = await freshProcess()
    const answer = { kind: 'FETCH', data: { headers: {}, body: '"Accounting"', status: 200 }, revalidate: 300 }
    await handlerIn(Handler).set('q1', answer, { fetchCache: true, tags: ['programmes'] })
    await handlerIn(Handler).set('q2', answer, { fetchCache: true, tags: ['faculties'] })
    const ask = { kind: 'FETCH', tags: ['faculties'], softTags: ['_N_T_/faculties'] }
    await tick()
    await handlerIn(Handler).revalidateTag(['programmes'], { expire: 0 })
    expect(await handlerIn(Handler).get('q1', { kind: 'FETCH', tags: [] })).toBeNull()
    expect(await handlerIn(Handler).get('q2', ask)).not.toBeNull()
    await handlerIn(Handler).revalidateTag('_N_T_/faculties', { expire: 0 })
    expect(await handlerIn(Handler).get('q2', ask)).toBeNull()
  })

  it('expires a document page (no tags of its own) on any edit', async () => {
    const Handler = await freshProcess()
    await handlerIn(Handler).set('/breakdown/ACC-BSC', { kind: 'PAGES', html: '<h1>ACC</h1>', pageData: {} }, {})
    expect(await handlerIn(Handler).get('/breakdown/ACC-BSC', DOCUMENT)).not.toBeNull()
    await tick()
    await handlerIn(Handler).revalidateTag('scholarships', { expire: 0 })
    expect(await handlerIn(Handler).get('/breakdown/ACC-BSC', DOCUMENT)).toBeNull()
  })

  it('never stores a not-found, a redirect or an error page, in memory or on disk', async () => {
    const Handler = await freshProcess()
    await handlerIn(Handler).set('/news/made-up', null, {})
    await handlerIn(Handler).set('/news/made-up-2', appPage('<h1>Not found</h1>', ['news'], 404), {})
    await handlerIn(Handler).set('/breakdown/x', { kind: 'REDIRECT', props: { destination: '/' } }, {})
    expect(await handlerIn(Handler).get('/news/made-up', PAGE)).toBeNull()
    expect(await handlerIn(Handler).get('/news/made-up-2', PAGE)).toBeNull()
    expect(await handlerIn(Handler).get('/breakdown/x', DOCUMENT)).toBeNull()
    expect(pageFiles()).toEqual([])
  })

  it('keeps the pages it served across a restart, bytes intact, and drops an older build', async () => {
    fs.mkdirSync(path.join(distDir, 'cache', 'site-pages', 'build-0'), { recursive: true })
    await handlerIn(await freshProcess()).set('/news', appPage('<h1>News</h1>', ['news']), {})
    const restarted = await handlerIn(await freshProcess()).get('/news', PAGE)
    expect(restarted?.value.html).toBe('<h1>News</h1>')
    expect(restarted?.value.rscData).toEqual(Buffer.from('rsc of <h1>News</h1>'))
    expect(restarted?.value.segmentData).toEqual(new Map([['/_tree', Buffer.from('tree')]]))
    expect(fs.readdirSync(path.join(distDir, 'cache', 'site-pages'))).toEqual(['build-1'])
  })

  it('while the database fails, hands out what an edit expired and stores no page', async () => {
    const Handler = await freshProcess()
    await handlerIn(Handler).set('/news', appPage('<h1>News</h1>', ['news']), {})
    await tick()
    await handlerIn(Handler).revalidateTag('news', { expire: 0 })
    processCache.markDatabaseFailed()
    expect((await handlerIn(Handler).get('/news', PAGE))?.value.html).toBe('<h1>News</h1>')
    await handlerIn(Handler).set('/events', appPage('<h1>Events</h1>', ['events']), {})
    expect(await handlerIn(Handler).get('/events', PAGE)).toBeNull()
  })
})
