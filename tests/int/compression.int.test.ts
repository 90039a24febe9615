/**
 * The production server's compression (scripts/compression-server.mjs) on a real HTTP server, with
 * handlers that answer the ways Next does: whole with an ETag, or streamed part by part.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { compressionStats, compressResponses } from '../../scripts/compression-server.mjs'

const page = `<!doctype html><html><body>${'<p>Atlantic Crest University, Uyo.</p>'.repeat(2000)}</body></html>`

/** Lets the streamed answer's second part wait until the client has seen the first. */
let releaseSecondPart: () => void = () => undefined

const handlers: Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => void> = {
  '/whole': (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('ETag', '"page-1"')
    res.end(page)
  },
  '/streamed': (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.flushHeaders()
    res.write('<!doctype html><p>first part</p>')
    ;(res as http.ServerResponse & { flush: () => void }).flush()
    new Promise<void>((resolve) => (releaseSecondPart = resolve)).then(() => res.end('<p>second part</p>'))
  },
  '/small': (_req, res) => {
    res.setHeader('Content-Type', 'application/json')
    res.setHeader('ETag', '"small"')
    res.end('{"ok":true}')
  },
  '/picture': (_req, res) => {
    res.setHeader('Content-Type', 'image/webp')
    res.setHeader('ETag', '"picture"')
    res.end(Buffer.alloc(5000, 7))
  },
  '/not-modified': (_req, res) => {
    res.writeHead(304, { ETag: '"page-1"' })
    res.end()
  },
}

let server: http.Server
let base: string

beforeAll(async () => {
  server = http.createServer((req, res) => {
    compressResponses(req, res)
    handlers[req.url ?? '']?.(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** A raw exchange: the bytes as sent, no decompression. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(`${base}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
      .end()
  })
}

const GZIP = { 'Accept-Encoding': 'gzip, deflate, br' }
const varies = (a: Answer) => String(a.headers.vary ?? '').toLowerCase()

describe('compressed answers', () => {
  it('gzips a whole answer, with its length, and compresses the same body only once', async () => {
    const first = await get('/whole', GZIP)
    expect(first.headers['content-encoding']).toBe('gzip')
    expect(Number(first.headers['content-length'])).toBe(first.body.length)
    expect(gunzipSync(first.body).toString('utf8')).toBe(page)
    expect(first.body.length).toBeLessThan(page.length / 10)
    expect(varies(first)).toContain('accept-encoding')

    const before = { ...compressionStats }
    const again = await Promise.all([get('/whole', GZIP), get('/whole', GZIP), get('/whole', GZIP)])
    for (const answer of again) expect(answer.body.equals(first.body)).toBe(true)
    expect(compressionStats.compressed).toBe(before.compressed)
    expect(compressionStats.reused).toBe(before.reused + 3)
  })

  it('streams a streamed answer: the first part arrives before the second is written', async () => {
    const answer = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .request(`${base}/streamed`, { headers: GZIP }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => {
            chunks.push(c)
            // Only once part of the page has arrived may the server go on.
            releaseSecondPart()
          })
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
        })
        .on('error', reject)
        .end()
    })
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers['content-length']).toBeUndefined()
    expect(gunzipSync(answer.body).toString('utf8')).toBe('<!doctype html><p>first part</p><p>second part</p>')
  })

  it('sends plain answers to clients without gzip, and names Accept-Encoding in Vary for shared caches', async () => {
    for (const headers of <Array<Record<string, string>>>[
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'gzip;q=0' },
    ]) {
      const answer = await get('/whole', headers)
      expect(answer.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined()
      expect(answer.body.toString('utf8')).toBe(page)
      expect(varies(answer)).toContain('accept-encoding')
    }
  })

  it('answers HEAD without a body and without compressing', async () => {
    const head = await get('/whole', GZIP, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(head.headers['content-encoding']).toBeUndefined()
  })

  it('leaves small bodies, pictures and 304s as they are', async () => {
    const small = await get('/small', GZIP)
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.body.toString('utf8')).toBe('{"ok":true}')
    expect(Number(small.headers['content-length'])).toBe(small.body.length)

    const picture = await get('/picture', GZIP)
    expect(picture.headers['content-encoding']).toBeUndefined()
    expect(picture.body.equals(Buffer.alloc(5000, 7))).toBe(true)
    expect(varies(picture)).not.toContain('accept-encoding')

    const notModified = await get('/not-modified', GZIP)
    expect(notModified.status).toBe(304)
    expect(notModified.headers['content-encoding']).toBeUndefined()
    expect(notModified.body.length).toBe(0)
  })
})
