/**
 * Guards of the production server (scripts/server.mjs), decided by pure rules in src/lib:
 * - bodies too large for their type and address are refused from the request's head, before any is
 *   read, and a body that trickles in is cut (src/lib/request-limits.mjs);
 * - each answer's head is settled as it goes out: private signed-in REST answers, redirects and
 *   not-founds without year-long shared caching, one Location (src/lib/answer-headers.mjs).
 */
import { answerHeaderChanges } from '../src/lib/answer-headers.mjs'
import { BODY_WINDOW_MS, bodyRefusal, MIN_BODY_BYTES_PER_WINDOW } from '../src/lib/request-limits.mjs'

/** How long the rest of a refused body is drained (read and dropped) before the connection is cut. */
const DRAIN_MS = 2_000

/**
 * Answers a request whose body is refused, and returns true; false when the body may be read. Node
 * then reads and drops what the client still sends, so it sees the answer (a connection cut while it
 * sends loses it), but for DRAIN_MS at most: the connection is cut if the body has not ended by then.
 */
export function refuseOversizedBody(req, res) {
  const refusal = bodyRefusal(req)
  if (!refusal) return false
  const isApi = (req.url ?? '').startsWith('/api/')
  res.writeHead(refusal.status, {
    'Content-Type': isApi ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  })
  res.end(isApi ? JSON.stringify({ errors: [{ message: refusal.message }] }) : refusal.message)
  const socket = req.socket
  setTimeout(() => {
    if (!req.complete) socket.destroy()
  }, DRAIN_MS).unref()
  return true
}

/**
 * Cuts the connection of a request whose body grows by less than MIN_BODY_BYTES_PER_WINDOW in a
 * BODY_WINDOW_MS: one byte every few seconds would hold the request, and a worker's memory, for as long
 * as Node's own limit (five minutes). A phone on 2G sends far more. The count is of the bytes the
 * connection has received, so a body nobody reads (a refused one) stalls and is cut too.
 */
export function cutTricklingBody(req) {
  const socket = req.socket
  let seen = socket.bytesRead
  const timer = setInterval(() => {
    if (req.complete || socket.destroyed) return clearInterval(timer)
    const now = socket.bytesRead
    if (now - seen < MIN_BODY_BYTES_PER_WINDOW) {
      clearInterval(timer)
      socket.destroy()
    }
    seen = now
  }, BODY_WINDOW_MS)
  timer.unref()
  req.once('close', () => clearInterval(timer))
}

/** Headers given to writeHead (an object, or a flat list of names and values) set on the response. */
function applyHeaders(res, args) {
  const headers = args.find((a) => a && typeof a === 'object')
  if (!headers) return
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2) res.appendHeader(headers[i], headers[i + 1])
  } else {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
  }
}

/**
 * Makes `res` settle its head as it is sent. Call it before anything else wraps the response (Next's
 * gzip does): the wrappers send their heads through this one.
 */
export function settleAnswerHeaders(req, res) {
  const writeHead = res.writeHead
  res.writeHead = function (status, ...rest) {
    if (typeof rest[0] === 'string') res.statusMessage = rest[0]
    applyHeaders(res, rest)
    const changes = answerHeaderChanges(req, status, (name) => res.getHeader(name))
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined) res.removeHeader(name)
      else res.setHeader(name, value)
    }
    return writeHead.call(res, status)
  }
}
