/**
 * Counting visits with no script and no cookie (docs/decisions/0038), in the production server's
 * process (scripts/server.mjs): what was counted adds up here in memory (src/lib/visit-batch.mjs) and
 * goes to the database every VISIT_FLUSH_MS through the app's own route, `POST /api/visits/flush`,
 * called with a key made here at each start and handed to the app through the environment (the app
 * runs in this same process), so only this process can call the route.
 * The server cannot write the database itself (the database's one door is src/content/, inside the
 * Next app), and the app cannot see the answers going out (a cached page never reaches it): so the
 * counting is here, the writing there, and only tallies cross over, never a header.
 *
 * What is counted, by the one rule of src/lib/visit-tally.mjs:
 * - without VISIT_LOG_FILE (`npm start` alone), each page this server answers, once its answer went out;
 * - with VISIT_LOG_FILE (behind deploy/'s nginx), the lines nginx writes to that file for each page it
 *   answers, from its cache or not, read by one instance on the machine (scripts/visit-log-reader.mjs);
 *   no instance then counts its own answers, so a page is counted once;
 * - in both, the pings of the 'Apply now' and WhatsApp links (`POST /api/visits/link`), answered here
 *   before Next sees them: 204 with no body, at most PING_LIMIT counted a minute per client address,
 *   which is held in memory for that minute only.
 */
import { randomBytes } from 'node:crypto'

import { lightModeRequested } from '../src/lib/data-light.mjs'
import { MAX_ENTRIES_PER_CALL, VisitBatch } from '../src/lib/visit-batch.mjs'
import { talliesOfLog } from '../src/lib/visit-log.mjs'
import { readVisitSettings } from '../src/lib/visit-settings.mjs'
import { LINK_PING_PATH, PING_LINKS, recordHeaders, talliesFor, visitDay } from '../src/lib/visit-tally.mjs'
import { ClientThrottle, PING_WINDOW_MS } from '../src/lib/visit-throttle.mjs'
import { logger } from './request-log.mjs'
import { createLogReader } from './visit-log-reader.mjs'

/** The key of this start: src/env.ts reads it once the app loads, after this module. */
const FLUSH_KEY = randomBytes(32).toString('hex')
process.env.VISIT_FLUSH_KEY = FLUSH_KEY

/** The origin this process's own server answers on: this machine's address when it listens on every interface. */
export function selfOrigin(/** @type {string} */ host, /** @type {number} */ port) {
  const self = ['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host
  return `http://${self.includes(':') ? `[${self}]` : self}:${port}`
}

/** How long one write may take before it is given up (its batch is then kept for the next). */
const SEND_LIMIT_MS = 30_000
/**
 * How long the last write at a stop may take: short, as the server closes only after it and has 10 s in
 * all to stop (scripts/server.mjs), kept-alive connections (5 s idle) included.
 */
const LAST_SEND_LIMIT_MS = 1_500

const ANSWER_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' }

/** @param {string | undefined} address */
function hostOf(address) {
  try {
    return address ? new URL(address).host : undefined
  } catch {
    return undefined
  }
}

/** Requests that are never a page: not even looked at. */
const NEVER_A_PAGE = /^\/(?:_next|api|islands|admin)\//

/**
 * The counter of one server process. `watch` each request of the public server (not the warm-up's),
 * `answerPing` first in line for the link pings; `start` once it listens, `stop` before it closes.
 * @param {{ publicUrl?: string }} options
 */
export function createVisitCounter({ publicUrl }) {
  const settings = readVisitSettings(process.env, (message) => {
    throw new Error(`Configuration error: ${message}`)
  })
  const batch = new VisitBatch()
  const throttle = new ClientThrottle()
  const publicHost = hostOf(publicUrl)
  const logFile = settings.logFile
  const fromLog = logFile !== undefined
  /** @type {(req: import('node:http').IncomingMessage) => string} */
  const siteHost = (req) => publicHost ?? String(req.headers.host ?? '')
  const writer = createWriter(batch)
  const reader = logFile
    ? createLogReader({
        file: logFile,
        onLines: (text) => {
          for (const { tallies, count } of talliesOfLog(text, publicHost)) batch.add(tallies, count)
        },
        onError: (msg, err) => logger.error({ msg, file: logFile, err }),
      })
    : null
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  /** Where this server answers its own calls, once it listens. */
  let origin = ''

  return {
    /** Counts the page this server answers once its answer went out (not when nginx counts). */
    watch(
      /** @type {import('node:http').IncomingMessage} */ req,
      /** @type {import('node:http').ServerResponse} */ res,
    ) {
      const url = req.url ?? '/'
      if (fromLog || req.method !== 'GET' || NEVER_A_PAGE.test(url)) return
      const headers = recordHeaders(req.headers)
      const light = lightModeRequested(req.headers)
      res.once('finish', () => {
        const results = Number(res.getHeader('x-search-results') ?? NaN)
        const searchResults = Number.isInteger(results) ? results : null
        const record = { method: 'GET', url, status: res.statusCode, headers, light, searchResults }
        batch.add(talliesFor({ ...record, siteHost: siteHost(req), now: Date.now() }))
      })
    },
    /** Answers a link's ping (true), or leaves the request to the site (false). */
    answerPing(
      /** @type {import('node:http').IncomingMessage} */ req,
      /** @type {import('node:http').ServerResponse} */ res,
    ) {
      const url = req.url ?? '/'
      if (url !== LINK_PING_PATH && !url.startsWith(`${LINK_PING_PATH}?`)) return false
      req.resume()
      const status = pingStatus(req, url, throttle)
      if (status === 204) {
        const record = { method: 'POST', url, status, headers: recordHeaders(req.headers), light: false }
        batch.add(talliesFor({ ...record, searchResults: null, siteHost: siteHost(req), now: Date.now() }))
      }
      answer(res, status)
      return true
    },
    /** Reads nginx's lines (with VISIT_LOG_FILE) and writes every VISIT_FLUSH_MS. */
    start(/** @type {string} */ host, /** @type {number} */ port) {
      origin = selfOrigin(host, port)
      reader?.start()
      timer = setInterval(() => writer.write(origin, SEND_LIMIT_MS), settings.flushMs)
      timer.unref()
    },
    /** Stops reading and writes what is left (at most LAST_SEND_LIMIT_MS), while the server still answers. */
    async stop() {
      clearInterval(timer)
      await reader?.stop()
      if (origin) await writer.write(origin, LAST_SEND_LIMIT_MS, true)
    },
  }
}

/**
 * A ping's answer: 405 for another method, 400 for a link the site does not count, 429 past the
 * client's limit, else 204.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} url
 * @param {ClientThrottle} throttle
 */
function pingStatus(req, url, throttle) {
  if (req.method !== 'POST') return 405
  const to = new URLSearchParams(url.slice(LINK_PING_PATH.length)).get('to')
  if (!PING_LINKS.includes(/** @type {never} */ (to))) return 400
  // scripts/server.mjs has settled X-Forwarded-For: its last hop is the client.
  const client =
    String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .at(-1)
      ?.trim() || 'unknown'
  return throttle.allow(client, Date.now()) ? 204 : 429
}

const PING_MESSAGES = {
  400: 'Name a counted link: to=apply or to=whatsapp.',
  405: 'Send a POST (the ping of a followed link).',
  429: 'Too many pings from this client: try again in a minute.',
}

/** @param {import('node:http').ServerResponse} res @param {number} status */
function answer(res, status) {
  if (status === 204) {
    res.writeHead(204, ANSWER_HEADERS)
    res.end()
    return
  }
  const extra =
    status === 405 ? { Allow: 'POST' } : status === 429 ? { 'Retry-After': String(PING_WINDOW_MS / 1000) } : {}
  res.writeHead(status, { ...ANSWER_HEADERS, ...extra, 'Content-Type': 'text/plain; charset=utf-8' })
  res.end(PING_MESSAGES[/** @type {400 | 405 | 429} */ (status)])
}

/**
 * Sends the batch to the app, MAX_ENTRIES_PER_CALL entries a call, one write at a time; what could not
 * be written goes back into the batch for the next. With nothing counted it still calls once a day,
 * so the app deletes the days past the keep period on a quiet site too.
 * @param {VisitBatch} batch
 */
function createWriter(batch) {
  let lastDay = ''
  /** @type {Promise<void> | null} */
  let writing = null

  /**
   * Sends one call's entries: true when done with them, false to keep them for the next time.
   * @param {string} origin @param {import('../src/lib/visit-batch.mjs').VisitEntry[]} chunk @param {number} limitMs
   */
  async function send(origin, chunk, limitMs) {
    try {
      const answer = await fetch(`${origin}/api/visits/flush`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Visit-Flush-Key': FLUSH_KEY },
        body: JSON.stringify({ entries: chunk }),
        signal: AbortSignal.timeout(limitMs),
      })
      await answer.text()
      if (answer.ok) return true
      // A batch the route refuses would be refused again: it is let go rather than kept for ever.
      if (answer.status === 400) {
        logger.error({ msg: 'visit counts refused as malformed: not kept', entries: chunk.length })
        return true
      }
      // 409: another instance is writing; this batch waits for the next time.
      if (answer.status !== 409) logger.warn({ msg: 'visit counts not written', status: answer.status })
      return false
    } catch (error) {
      logger.warn({ msg: 'visit counts could not be sent', err: error })
      return false
    }
  }

  /** @param {string} origin @param {number} limitMs */
  async function writeAll(origin, limitMs) {
    const day = visitDay(Date.now())
    const entries = batch.take()
    if (entries.length === 0 && day === lastDay) return
    for (let start = 0; start === 0 || start < entries.length; start += MAX_ENTRIES_PER_CALL) {
      if (!(await send(origin, entries.slice(start, start + MAX_ENTRIES_PER_CALL), limitMs)))
        return batch.putBack(entries.slice(start))
    }
    lastDay = day
  }

  return {
    /** Writes unless a write is under way (`last`: after it, at a stop). @param {string} origin @param {number} limitMs */
    async write(origin, limitMs, last = false) {
      if (writing && !last) return
      if (writing) await writing
      writing = writeAll(origin, limitMs).finally(() => (writing = null))
      await writing
    },
  }
}
