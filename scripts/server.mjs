/**
 * The production server: Next.js behind a plain Node HTTP server, so the
 * client address the counters see is the connection's own. Without
 * TRUST_PROXY a client-sent X-Forwarded-For is replaced by the socket address;
 * with it, the header is kept, and its last hop (the one our proxy appended)
 * is the visitor. It also keeps the image
 * optimiser to the site's own pictures (scripts/image-server.mjs), refuses oversized bodies unread
 * and settles the caching of answers (scripts/request-guards.mjs), logs each request as a JSON line
 * (scripts/request-log.mjs), counts the pages it answers or nginx's lines about them and answers the
 * links' pings (scripts/visit-counter.mjs), and stops cleanly on SIGTERM. The scheduled publishing runs
 * inside the Next app (src/instrumentation.ts).
 */
import { createServer } from 'node:http'
import path from 'node:path'

import { keepTagExpiries } from '@acu/site-cache'
import next from 'next'

import { loadAstroPages } from './astro-pages.mjs'
import { isImageRequest, keepImageCacheYoung, refuseImage } from './image-server.mjs'
import { requireProductionCondition, requireProjectNode } from './module-conditions.mjs'
import { isOriginForm } from '../src/lib/request-limits.mjs'
import { cutTricklingBody, refuseOversizedBody, settleAnswerHeaders } from './request-guards.mjs'
import { logger, logRequest } from './request-log.mjs'
import { createVisitCounter } from './visit-counter.mjs'

requireProjectNode()
requireProductionCondition()

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.PORT || 3000)
const trustProxy = process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true'
// scripts/start.ts passes the interface src/env.ts chose: this machine only unless PUBLIC_URL is set.
const host = process.env.HOST || '127.0.0.1'

// Checks VISIT_FLUSH_MS and VISIT_LOG_FILE before anything starts.
const visits = createVisitCounter({ publicUrl: process.env.PUBLIC_URL })

// The admin's saves run in this process, and their hooks expire what they change (src/hooks/revalidate.ts):
// the data cache keeps answers from the first request, whichever framework answers it (packages/site-cache).
keepTagExpiries()

const app = next({ dev: false, dir: root, port, hostname: host })
await app.prepare()
const handle = app.getRequestHandler()
const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next')
// The pages that have moved to Astro (scripts/astro-pages.mjs); Next answers the rest.
const astroPages = await loadAstroPages(distDir)

/** How long requests in flight may take to finish once the server is told to stop. */
const STOP_LIMIT_MS = 10_000
// A request still unanswered after this long is named in the log, so a page that waits forever shows which it is.
const SLOW_REQUEST_MS = 20_000
let stopping = false

keepImageCacheYoung(path.join(distDir, 'cache', 'images'))

/** True when the address's path has a broken percent-escape (`/%`, `/%ff`), which Next answers with a 500. */
function hasMalformedPath(url = '/') {
  const pathname = url.split('?', 1)[0]
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

const BAD_REQUEST_HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
}

/** A malformed address gets a plain 400: JSON on the API, a small page elsewhere. */
function answerBadRequest(req, res) {
  if (!isOriginForm(req.url)) {
    // `*` or another host's address (`GET http://other.example/ HTTP/1.1`): never a redirect there.
    res.writeHead(400, { ...BAD_REQUEST_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('Ask for a path of this site, such as /.')
    return
  }
  if ((req.url ?? '').startsWith('/api/')) {
    res.writeHead(400, { ...BAD_REQUEST_HEADERS, 'Content-Type': 'application/json; charset=utf-8' })
    res.end(JSON.stringify({ error: 'The address is malformed (a broken percent-escape).' }))
    return
  }
  res.writeHead(400, { ...BAD_REQUEST_HEADERS, 'Content-Type': 'text/html; charset=utf-8' })
  res.end(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>Bad request</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">' +
      '<h1>This address is not valid</h1><p>Part of the address is not written correctly, so we cannot show a page for it.</p>' +
      '<p><a href="/">Go to the home page</a> or <a href="/search">search the site</a>.</p></body></html>',
  )
}

/** The requests being answered, by response: named when one waits too long. */
const inFlight = new Map()

/**
 * Names a request that waits too long, with what else the process is waiting on at that moment (the
 * kinds of pending I/O: a file read, a socket, a compression, a timer) and the other requests in
 * flight, so a wait that never ends can be told from a busy machine.
 */
function logUnanswered(id, req, res) {
  const entry = { msg: 'request still unanswered', id, method: req.method, url: req.url, afterMs: SLOW_REQUEST_MS }
  try {
    const waitingOn = {}
    for (const kind of process.getActiveResourcesInfo()) waitingOn[kind] = (waitingOn[kind] ?? 0) + 1
    const now = Date.now()
    const others = [...inFlight].filter(([other]) => other !== res).slice(0, 20)
    Object.assign(entry, {
      waitingOn,
      inFlight: others.map(([, r]) => `${r.method} ${r.url} (${Math.round((now - r.since) / 1000)} s)`),
    })
  } catch {
    // A diagnostic never takes the server down: the line is written with what could be gathered.
  }
  logger.error(entry)
}

/** Serves one request. */
function serve(req, res) {
  const address = req.socket.remoteAddress ?? 'unknown'
  const forwarded = req.headers['x-forwarded-for']
  // Behind our proxy, the last hop is the visitor's address as the proxy saw it: keep the header as it is.
  req.headers['x-forwarded-for'] = trustProxy && forwarded ? forwarded : address
  const id = logRequest(req, res, trustProxy)
  inFlight.set(res, { method: req.method, url: req.url, since: Date.now() })
  const slow = setTimeout(() => logUnanswered(id, req, res), SLOW_REQUEST_MS)
  slow.unref()
  res.once('close', () => {
    clearTimeout(slow)
    inFlight.delete(res)
  })
  // Stopping: this answer is the connection's last, so the client opens its next one elsewhere.
  if (stopping) res.setHeader('Connection', 'close')
  if (!isOriginForm(req.url) || hasMalformedPath(req.url)) return answerBadRequest(req, res)
  // Before Next reads a byte of it: a body too large for its type is refused from the head.
  if (refuseOversizedBody(req, res)) return
  cutTricklingBody(req)
  // The 'Apply now' and WhatsApp links' pings: counted and answered here, before Next (and Payload's API).
  if (visits.answerPing(req, res)) return
  // The optimiser resizes and stores only the pictures the pages name (scripts/image-server.mjs).
  if (isImageRequest(req.url) && refuseImage(req, res)) return
  // Heads are settled as Next or Astro writes them (each one's compression wraps inside).
  settleAnswerHeaders(req, res)
  const answerWithNext = () =>
    handle(req, res).catch((error) => {
      logger.error({ msg: 'request failed', id, err: error })
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' })
      res.end('Internal error')
    })
  if (astroPages) astroPages(req, res, answerWithNext)
  else answerWithNext()
}

/**
 * A request's head must arrive within HEADERS_LIMIT_MS (Node's default is a minute), looked at every
 * few seconds rather than Node's thirty, so a client sending its head a byte at a time is cut within
 * about 20 s; a body that trickles is cut by cutTricklingBody.
 */
const HEADERS_LIMIT_MS = 15_000
const CHECK_CONNECTIONS_EVERY_MS = 5_000
/**
 * How long an idle connection is kept for the client's next request. Node's 5 s raced clients that keep
 * theirs longer: nginx reused a connection the server was closing that instant (a 502 for an editor's
 * save), and a test's client, announced 5 s and waiting 4, lost its request (ECONNRESET) whenever the
 * server's event loop paused a second or two. deploy/'s nginx drops its idle connections first (20 s).
 */
const IDLE_CONNECTION_MS = 30_000

const server = createServer(
  {
    headersTimeout: HEADERS_LIMIT_MS,
    connectionsCheckingInterval: CHECK_CONNECTIONS_EVERY_MS,
    keepAliveTimeout: IDLE_CONNECTION_MS,
  },
  (req, res) => {
    visits.watch(req, res)
    serve(req, res)
  },
)
// A client that asks before sending its body (`Expect: 100-continue`) is told "no" instead of "go on".
server.on('checkContinue', (req, res) => {
  if (refuseOversizedBody(req, res)) return
  res.writeContinue()
  serve(req, res)
})
server.listen(port, host, () => {
  console.log(`Ready on http://${host.includes(':') ? `[${host}]` : host}:${port}`)
  visits.start(host, port)
})

/**
 * A clean stop (a deploy's SIGTERM): no new connections, idle ones closed, requests in flight
 * answered (each then closes its connection), then exit; whatever is still open after STOP_LIMIT_MS
 * is cut. The database connections end with the process.
 */
function stop(signal) {
  if (stopping) return
  stopping = true
  logger.info({ msg: 'stopping: finishing the requests in flight', signal })
  // An answer in flight would leave its connection open for the client's next request, and the stop would
  // wait out the idle time (IDLE_CONNECTION_MS): each is closed as its answer ends.
  for (const res of inFlight.keys()) {
    if (!res.headersSent) res.setHeader('Connection', 'close')
    res.once('close', () => server.closeIdleConnections())
  }
  // What was counted since the last write goes to the database first, through this server (1.5 s at most).
  void visits.stop().finally(() => {
    server.close(() => {
      logger.info({ msg: 'stopped' })
      process.exit(0)
    })
    server.closeIdleConnections()
  })
  setTimeout(() => {
    logger.warn({ msg: `requests still open after ${STOP_LIMIT_MS / 1000} s were cut` })
    server.closeAllConnections()
    process.exit(0)
  }, STOP_LIMIT_MS).unref()
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal))
