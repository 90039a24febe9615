/**
 * The production server: Next.js behind a plain Node HTTP server, so the
 * client address the counters see is the connection's own. Without
 * TRUST_PROXY a client-sent X-Forwarded-For is replaced by the socket address;
 * with it, the socket address (our proxy) is appended as the nearest hop.
 */
import { createServer } from 'node:http'
import path from 'node:path'

import next from 'next'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.PORT || 3000)
const trustProxy = process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true'

const app = next({ dev: false, dir: root, port, hostname: '0.0.0.0' })
await app.prepare()
const handle = app.getRequestHandler()

const server = createServer((req, res) => {
  const address = req.socket.remoteAddress ?? 'unknown'
  const forwarded = req.headers['x-forwarded-for']
  req.headers['x-forwarded-for'] = trustProxy && forwarded ? `${forwarded}, ${address}` : address
  handle(req, res).catch((error) => {
    console.error('[server] request failed:', error)
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' })
    res.end('Internal error')
  })
})
server.listen(port, () => console.log(`Ready on http://localhost:${port}`))

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
