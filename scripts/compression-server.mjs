/**
 * Gzip for the production server (scripts/server.mjs), in place of Next's own (`compress: false` in
 * next.config.ts). Next compresses every answer anew, on every request: for a cached page that was
 * about 40 % of the time an answer took. Most answers are the same bytes again (a cached page, a
 * cached contract list), so this keeps the gzipped copy of recent bodies, by a hash of their
 * content, and compresses each distinct body once, off the main thread.
 *
 * - An answer Next sends whole (it then carries an ETag) is held until its end, compressed (or found
 *   compressed) and sent with its length.
 * - An answer Next streams (a page rendered on request) is compressed as it streams, each part
 *   flushed as Next flushes it.
 * - Everything else passes untouched: pictures and files, partial answers, HEAD, clients without gzip.
 *   Text answers name `Accept-Encoding` in `Vary` either way, so a shared cache keeps both forms.
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { acceptsGzip, isCompressible, MIN_BYTES } from '../src/lib/compression.mjs'
import { appendVary } from '../src/lib/data-light.mjs'

import { applyHeaders, toBuffer } from './response-parts.mjs'

const gzip = promisify(zlib.gzip)

/** What the memory of compressed bodies may hold in all, and the largest body it keeps. */
const CACHE_BYTES = 48 * 1024 * 1024
const LARGEST_KEPT = 4 * 1024 * 1024

/** Compressed bodies by the hash of the plain body, least recently used first. */
const compressed = new Map()
let cachedBytes = 0
/** Compressions under way, so that a burst of requests for a new body compresses it once. */
const pending = new Map()

/** How often a body was compressed and how often found compressed (for the tests and the curious). */
export const compressionStats = { compressed: 0, reused: 0 }

/** @param {Buffer} body */
async function gzipOnce(body) {
  const key = createHash('sha1').update(body).digest('base64')
  const known = compressed.get(key)
  if (known) {
    compressed.delete(key)
    compressed.set(key, known)
    compressionStats.reused++
    return known
  }
  const running = pending.get(key)
  if (running) {
    compressionStats.reused++
    return running
  }
  const work = gzip(body, { level: 6 }).then((result) => {
    pending.delete(key)
    compressionStats.compressed++
    if (result.length <= LARGEST_KEPT) {
      compressed.set(key, result)
      cachedBytes += result.length
      for (const [oldKey, old] of compressed) {
        if (cachedBytes <= CACHE_BYTES) break
        compressed.delete(oldKey)
        cachedBytes -= old.length
      }
    }
    return result
  })
  work.catch(() => pending.delete(key))
  pending.set(key, work)
  return work
}

/**
 * Makes `res` compress what is written to it, as described above. Call it before anything else wraps
 * the response.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function compressResponses(req, res) {
  const wantsGzip = req.method !== 'HEAD' && acceptsGzip(req.headers['accept-encoding'])
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  /** 'pass', 'hold' (whole answers) or 'stream', decided when the headers are complete. */
  let mode = null
  /** Set once this wrapper sends the head itself: its writeHead then lets it through. */
  let sending = false
  let stream = null
  let ended = false
  const chunks = []

  const decide = () => {
    if (mode) return mode
    const compressible = isCompressible({
      status: res.statusCode,
      contentType: res.getHeader('content-type'),
      contentEncoding: res.getHeader('content-encoding'),
      cacheControl: res.getHeader('cache-control'),
    })
    if (compressible) res.setHeader('Vary', appendVary(res.getHeader('vary'), ['Accept-Encoding']))
    if (!compressible || !wantsGzip) return (mode = 'pass')
    if (res.getHeader('etag')) return (mode = 'hold')
    res.removeHeader('Content-Length')
    res.setHeader('Content-Encoding', 'gzip')
    stream = zlib.createGzip({ level: 6 })
    stream.on('data', (chunk) => {
      sendHead()
      original.write.call(res, chunk)
    })
    stream.on('end', () => {
      sendHead()
      original.end.call(res)
    })
    // Next waits for 'drain' on the response when a write says the buffer is full.
    stream.on('drain', () => res.emit('drain'))
    stream.on('error', (error) => {
      console.error('[compression] failed mid-answer:', error)
      res.destroy(error)
    })
    return (mode = 'stream')
  }

  /**
   * Sends the head once the body is known. It goes out through `res.writeHead`, so that what wraps
   * this response still adds to it; a wrapper that is holding the answer itself has set its headers
   * already, and the head is then sent directly.
   */
  const sendHead = () => {
    if (res.headersSent) return
    sending = true
    res.writeHead(res.statusCode)
    if (!res.headersSent) original.writeHead.call(res, res.statusCode)
  }

  res.writeHead = function (status, ...rest) {
    res.statusCode = status
    if (typeof rest[0] === 'string') res.statusMessage = rest[0]
    applyHeaders(res, rest)
    if (sending || decide() === 'pass') return original.writeHead.call(res, status)
    return res
  }
  res.flushHeaders = function () {
    const mode = decide()
    if (mode === 'pass') original.flushHeaders.call(res)
    else if (mode === 'stream') sendHead()
  }
  // Next flushes after each part of a streamed page (it looks for this method, which Node lacks).
  res.flush = function () {
    stream?.flush()
  }
  res.write = function (chunk, encoding, callback) {
    const done = typeof encoding === 'function' ? encoding : callback
    switch (decide()) {
      case 'pass':
        return original.write.call(res, chunk, encoding, callback)
      case 'stream':
        return stream.write(toBuffer(chunk, encoding), done)
      default:
        if (chunk) chunks.push(toBuffer(chunk, encoding))
        if (typeof done === 'function') process.nextTick(done)
        return true
    }
  }
  res.end = function (chunk, encoding, callback) {
    const mode = decide()
    if (mode === 'pass') return original.end.call(res, chunk, encoding, callback)
    if (ended) return res
    ended = true
    const done = [chunk, encoding, callback].find((a) => typeof a === 'function')
    if (chunk && typeof chunk !== 'function') {
      if (mode === 'stream') stream.write(toBuffer(chunk, encoding))
      else chunks.push(toBuffer(chunk, encoding))
    }
    if (mode === 'stream') {
      if (done) res.once('finish', done)
      stream.end()
      return res
    }
    sendWhole(res, Buffer.concat(chunks), sendHead, original).finally(() => done?.())
    return res
  }
}

/** Sends a held answer: compressed when that pays, with its length either way. */
async function sendWhole(res, body, sendHead, original) {
  let sent = body
  if (body.length >= MIN_BYTES) {
    try {
      sent = await gzipOnce(body)
      res.setHeader('Content-Encoding', 'gzip')
    } catch (error) {
      console.error('[compression] could not compress an answer; sending it plain:', error)
      sent = body
    }
  }
  if (res.destroyed) return
  res.setHeader('Content-Length', sent.length)
  sendHead()
  original.end.call(res, sent)
}
