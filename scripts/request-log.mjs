/**
 * One JSON line per request on standard output, written with pino (the logger Payload itself uses):
 * time, request id, method, path, status, duration, bytes sent and the client as the proxy rule sees
 * it. The path goes without its query string (search words, e-mail addresses in links): that is all
 * the personal data an access log needs. Health checks are logged at debug level only, so a monitor
 * asking every few seconds does not fill the log. The request id is sent back in `X-Request-Id`
 * and written in the server's error lines; behind a trusted proxy, the proxy's own id is kept.
 */
import { randomUUID } from 'node:crypto'

import pino from 'pino'

export const logger = pino({
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  level: process.env.LOG_LEVEL || 'info',
})

const QUIET_PATHS = new Set(['/healthz', '/readyz'])
/** An id a proxy may hand on: short, and nothing that could break a log line or a header. */
const PROXY_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/

/**
 * Gives the request its id (in `X-Request-Id`) and logs it when its answer has gone out or the client
 * left. Call it once the client address is settled in `X-Forwarded-For` (scripts/server.mjs).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {boolean} trustProxy
 * @returns {string} the request id
 */
export function logRequest(req, res, trustProxy) {
  const offered = req.headers['x-request-id']
  const id = trustProxy && typeof offered === 'string' && PROXY_REQUEST_ID.test(offered) ? offered : randomUUID()
  res.setHeader('X-Request-Id', id)
  const started = process.hrtime.bigint()
  const socket = req.socket
  const bytesBefore = socket.bytesWritten
  res.once('close', () => {
    const path = (req.url ?? '/').split('?', 1)[0]
    const level = QUIET_PATHS.has(path) ? 'debug' : 'info'
    logger[level]({
      msg: 'request',
      id,
      method: req.method,
      path,
      status: res.statusCode,
      ms: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
      bytes: socket.bytesWritten - bytesBefore,
      client:
        String(req.headers['x-forwarded-for'] ?? '')
          .split(',')
          .at(-1)
          ?.trim() || 'unknown',
      ...(res.writableFinished ? {} : { aborted: true }),
    })
  })
  return id
}
