/**
 * Data-light mode in the production server (docs/decisions/0010-data-light-mode.md): the footer's
 * switch, and the light page made from the page Next answers. Pages stay prerendered and cached by
 * Next; only their HTML on the way out changes, so no page reads the cookie or the header.
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import {
  appendVary,
  isPagePath,
  lightenHtml,
  lightenLinkHeader,
  lightModeRequested,
  returnPath,
  TOGGLE_PATH,
  toggleCookie,
  VARY,
} from '../src/lib/data-light.mjs'

import { applyHeaders, toBuffer } from './response-parts.mjs'

const secureCookies = (process.env.PUBLIC_URL ?? '').startsWith('https://')

/** True for the switch's address (`/data-light`, any query). */
export const isToggleRequest = (url = '/') => url.split('?', 1)[0] === TOGGLE_PATH

/**
 * The switch: `?on=1` or `?on=0` stores the choice for a year, then the visitor goes back to the
 * page (`back=`, else the Referer's path, else home; never another site). Works without JavaScript.
 */
export function answerToggle(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD', 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('Method not allowed')
    return
  }
  // The path is well formed (checked before); URLSearchParams never throws on a broken escape.
  const query = new URLSearchParams((req.url ?? '').split('?').slice(1).join('?'))
  const on = query.get('on')
  const headers = {
    Location: returnPath(query.get('back'), req.headers.referer),
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  }
  if (on === '1' || on === '0') headers['Set-Cookie'] = toggleCookie(on === '1', secureCookies)
  res.writeHead(303, headers)
  res.end()
}

/**
 * A page answer the mode applies to: HTML with status 200, or the not-found page (a document like
 * any other, src/pages/[...missing].tsx). Not an error page.
 */
const isHtmlPage = (res) =>
  (res.statusCode === 200 || res.statusCode === 404) &&
  /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''))

/**
 * Prepares a request for a page of the site: its HTML answers name the headers the mode depends on
 * (Vary), and in light mode they are lightened. Call before Next handles the request.
 */
export function prepareDataLight(req, res) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !isPagePath(req.url)) return
  if (!lightModeRequested(req.headers)) {
    addVaryOnHtml(res)
    return
  }
  // Next's validators are those of the full page: the light page has its own (see finish below).
  const ifNoneMatch = req.headers['if-none-match']
  delete req.headers['if-none-match']
  delete req.headers['if-modified-since']
  // A HEAD answer needs the light page's length and validator, so Next makes the whole page; Node
  // still sends no body, as it decided from the method when the response was created.
  if (req.method === 'HEAD') req.method = 'GET'
  bufferHtml(res, ifNoneMatch)
}

/** A normal page says it depends on Save-Data and Cookie, so a shared cache keeps the two apart. */
function addVaryOnHtml(res) {
  const writeHead = res.writeHead
  res.writeHead = function (status, ...rest) {
    res.statusCode = status
    applyHeaders(res, rest)
    // A 304 names the same Vary as the page it confirms.
    if (isHtmlPage(res) || res.statusCode === 304) res.setHeader('Vary', appendVary(res.getHeader('vary'), VARY))
    return writeHead.call(res, status, ...rest.filter((a) => typeof a === 'string'))
  }
}

/**
 * Holds back an HTML answer until it is complete, then sends its light version; any other answer
 * (a redirect, JSON, a feed, an error page) passes through as Next wrote it. Sits above the server's
 * compression (scripts/compression-server.mjs), so the page arrives plain and leaves compressed; a
 * body that arrives compressed all the same (Next's own compression, if switched on) is decoded,
 * lightened and encoded again.
 */
function bufferHtml(res, ifNoneMatch) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  let mode = null // 'hold' or 'pass', decided when the headers are complete
  let ended = false
  let reason
  const chunks = []
  const decide = () => (mode ??= isHtmlPage(res) ? 'hold' : 'pass')

  res.writeHead = function (status, ...rest) {
    res.statusCode = status
    if (typeof rest[0] === 'string') reason = rest[0]
    applyHeaders(res, rest)
    if (decide() === 'pass') return original.writeHead.call(res, status, ...(reason ? [reason] : []))
    return res
  }
  res.flushHeaders = function () {
    if (decide() === 'pass') original.flushHeaders.call(res)
  }
  res.write = function (chunk, encoding, callback) {
    if (decide() === 'pass') return original.write.call(res, chunk, encoding, callback)
    if (chunk) chunks.push(toBuffer(chunk, encoding))
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') process.nextTick(done)
    return true
  }
  res.end = function (chunk, encoding, callback) {
    if (decide() === 'pass') return original.end.call(res, chunk, encoding, callback)
    // Next (or its compression) may end twice; the first end sends.
    if (ended) return res
    ended = true
    if (chunk && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding))
    const done = [chunk, encoding, callback].find((a) => typeof a === 'function')
    const body = Buffer.concat(chunks)
    finish(res, body, { original, reason, ifNoneMatch })
      .catch((error) => {
        // The page as Next made it is better than none.
        console.error('[data-light] could not lighten a page:', error)
        if (res.headersSent) return original.end.call(res)
        res.setHeader('Content-Length', body.length)
        original.writeHead.call(res, res.statusCode, ...(reason ? [reason] : []))
        original.end.call(res, body)
      })
      .finally(() => done?.())
    return res
  }
}

const CODECS = {
  gzip: { decode: promisify(zlib.gunzip), encode: promisify(zlib.gzip) },
  deflate: { decode: promisify(zlib.inflate), encode: promisify(zlib.deflate) },
  br: { decode: promisify(zlib.brotliDecompress), encode: promisify(zlib.brotliCompress) },
}

async function finish(res, body, { original, reason, ifNoneMatch }) {
  const encoding = String(res.getHeader('content-encoding') ?? '')
    .trim()
    .toLowerCase()
  const codec = CODECS[encoding]
  if (encoding && encoding !== 'identity' && !codec) throw new Error(`unknown content-encoding ${encoding}`)
  const html = (codec && body.length ? await codec.decode(body) : body).toString('utf8')
  const light = Buffer.from(lightenHtml(html), 'utf8')
  const etag = `W/"light-${createHash('sha1').update(light).digest('base64url').slice(0, 27)}"`
  const notModified = res.statusCode === 200 && matches(ifNoneMatch, etag)
  const sent = notModified ? null : codec && light.length ? await codec.encode(light) : light

  // Nothing can fail from here on: the headers change only now.
  res.setHeader('Vary', appendVary(res.getHeader('vary'), VARY))
  res.setHeader('ETag', etag)
  res.removeHeader('Last-Modified')
  const link = lightenLinkHeader(res.getHeader('link'))
  if (link) res.setHeader('Link', link)
  else res.removeHeader('Link')
  const statusArgs = reason ? [reason] : []
  if (!sent) {
    for (const name of ['content-length', 'content-encoding', 'content-type']) res.removeHeader(name)
    original.writeHead.call(res, 304, ...statusArgs)
    original.end.call(res)
    return
  }
  res.setHeader('Content-Length', sent.length)
  original.writeHead.call(res, res.statusCode, ...statusArgs)
  original.end.call(res, sent)
}

/** If-None-Match names this validator (weakly compared, as for a GET). */
function matches(header, etag) {
  if (typeof header !== 'string') return false
  const bare = (tag) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag))
}
