/**
 * Design (a)'s `npm start`, as a spike: one Node process, one port. Astro answers the public pages
 * (its standalone handler, dist/server/entry.mjs); Next, from main-snapshot's build (HEAD of /work/main), keeps what it
 * serves today besides them: /admin, Payload's REST (/api/…, the media files too), /api/v1 and
 * Next's image optimiser (/_next/…). Astro's answers are gzipped here (Next gzips its own).
 * SPIKE_NEXT=0 starts Astro alone (for measuring the app alone).
 */
import { createServer } from 'node:http'
import { createGzip } from 'node:zlib'

// Astro's standalone handler (its pages and its built files), without the server it would start itself.
process.env.ASTRO_NODE_AUTOSTART = 'disabled'
const { handler: astro } = await import('./dist/server/entry.mjs')

const port = Number(process.env.PORT || 4330)
const host = process.env.HOST || '127.0.0.1'

let next = null
if (process.env.SPIKE_NEXT !== '0') {
  const { default: createNext } = await import('next')
  // Next reads its config and build relative to the working folder, as `npm start` runs it.
  process.chdir(new URL('./main-snapshot', import.meta.url).pathname)
  const app = createNext({ dev: false, dir: process.cwd(), port, hostname: host })
  await app.prepare()
  next = app.getRequestHandler()
}
const NEXT_PATHS = /^\/(_next|api|admin)(\/|$)/

/** Gzips a text answer when the client takes gzip: Astro's node adapter sends its pages and files as they are. */
function gzipped(req, res) {
  if (req.method === 'HEAD' || !/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) return res
  const { write, end, writeHead } = res
  let gzip // undefined: not decided yet; null: sent as it is
  const decide = () => {
    if (gzip !== undefined) return
    const type = String(res.getHeader('content-type') ?? '')
    if ([204, 304].includes(res.statusCode) || res.getHeader('content-encoding') || !/^(text\/|application\/(json|javascript)|image\/svg)/.test(type))
      return void (gzip = null)
    res.removeHeader('content-length')
    res.setHeader('content-encoding', 'gzip')
    res.setHeader('vary', 'Accept-Encoding')
    gzip = createGzip()
    gzip.on('data', (chunk) => write.call(res, chunk))
    gzip.on('end', () => end.call(res))
    // A stream piped into the answer waits for its 'drain' when gzip's buffer is full.
    gzip.on('drain', () => res.emit('drain'))
  }
  res.writeHead = function (status, ...rest) {
    const headers = typeof rest[0] === 'string' ? rest[1] : rest[0]
    if (headers) for (const [k, v] of Object.entries(headers)) res.setHeader(k, v)
    res.statusCode = status
    decide()
    return writeHead.call(res, status)
  }
  res.write = function (chunk, ...a) {
    decide()
    return gzip ? gzip.write(chunk) : write.call(res, chunk, ...a)
  }
  res.end = function (chunk, ...a) {
    decide()
    if (!gzip) return end.call(res, chunk, ...a)
    if (chunk && typeof chunk !== 'function') gzip.end(chunk)
    else gzip.end()
    return res
  }
  return res
}

createServer((req, res) => {
  if (next && NEXT_PATHS.test(req.url ?? '/')) return void next(req, res)
  astro(req, gzipped(req, res))
}).listen(port, host, () => console.log(`Ready on http://${host}:${port}${next ? ' (Astro + Next)' : ' (Astro alone)'}`))
