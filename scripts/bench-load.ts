/**
 * The bench's load test (`npm run bench -- --only load`): autocannon against four addresses (the home
 * page, a news item, two contract lists) at 50 and at 500 connections, against three servers:
 * - **app**: the production server alone;
 * - **nginx static**: nginx serving the very bytes the app answered, as files (the ceiling);
 * - **deploy cache**: the app behind deploy/nginx.conf.template, as docs/decisions/0011 runs it.
 * Every request asks for gzip, as a browser does. Figures only: the machine also runs the client.
 */
import fs from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'

import { deployConfig, startNginx } from './nginx'

export type LoadFigures = {
  rps: number
  p50: number
  p99: number
  /** Failed requests: connection errors and timeouts (10 s), and answers other than 2xx. */
  errors: number
  /** Of those, the timeouts. */
  timeouts?: number
  requests: number
}
export type LoadResult = {
  seconds: number
  /** setup → address → connections → figures */
  runs: Record<string, Record<string, Record<string, LoadFigures>>>
}

export const LOAD_SETUPS = ['app', 'nginx static', 'deploy cache'] as const
export const LOAD_CONNECTIONS = [50, 500]

const HEADERS = { 'accept-encoding': 'gzip' }

/** The figures of one autocannon run. */
export function loadFigures(r: autocannon.Result): LoadFigures {
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    // autocannon's errors include its timeouts.
    errors: r.errors + r.non2xx,
    timeouts: r.timeouts,
    requests: r.requests.total,
  }
}

/** The mean requests a second of several runs. */
export const meanRps = (figures: LoadFigures[]) =>
  Math.round(figures.reduce((sum, f) => sum + f.rps, 0) / figures.length)

async function hammer(url: string, connections: number, seconds: number): Promise<LoadFigures> {
  return loadFigures(await autocannon({ url, connections, duration: seconds, headers: HEADERS }))
}

/**
 * Waits until the app answers a small request within 200 ms again (at most two minutes): after a run
 * at 500 connections on a heavy address the app still works through the requests whose clients gave up,
 * and the next address's figures would measure that backlog rather than itself.
 */
async function settle(base: string) {
  const until = Date.now() + 120_000
  while (Date.now() < until) {
    const started = Date.now()
    const ok = await fetch(`${base}/robots.txt`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.ok,
      () => false,
    )
    if (ok && Date.now() - started < 200) return
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
}

/** nginx serving each address's body as the app answered it, with its content type, gzip on the way out. */
async function staticNginx(base: string, addresses: string[], port: number) {
  const bodies = await Promise.all(
    addresses.map(async (address) => {
      const response = await fetch(base + address)
      const type = (response.headers.get('content-type') ?? 'text/html').split(';')[0]
      return { type, body: Buffer.from(await response.arrayBuffer()) }
    }),
  )
  const server = await startNginx(port, (dir) => {
    const root = path.join(dir, 'static')
    fs.mkdirSync(root)
    bodies.forEach(({ body }, i) => fs.writeFileSync(path.join(root, `page-${i}`), body))
    return [
      'worker_processes auto;',
      `pid ${dir}/run/nginx.pid;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/run/${t};`),
      '  sendfile on;',
      '  gzip on;',
      '  gzip_types application/json;',
      `  server {`,
      `    listen 127.0.0.1:${port};`,
      `    root ${root};`,
      ...bodies.map(({ type }, i) => `    location = /page-${i} { default_type ${type}; }`),
      '  }',
      '}',
    ].join('\n')
  })
  return { server, paths: addresses.map((_, i) => `/page-${i}`) }
}

/**
 * Runs every setup, address and connection count for `seconds` each. `base` is the app; `appPort`
 * its port (for the deploy cache's upstream); nginx listens on `nginxPort`.
 */
export async function measureLoad(
  base: string,
  appPort: number,
  addresses: string[],
  nginxPort: number,
  seconds: number,
  log: (line: string) => void,
): Promise<LoadResult> {
  const runs: LoadResult['runs'] = {}
  const run = async (setup: string, urlOf: (address: string, i: number) => string) => {
    runs[setup] = {}
    for (const [i, address] of addresses.entries()) {
      runs[setup][address] = {}
      if (setup !== 'nginx static') await settle(base)
      // A short warm-up, so the first figures are not a cold cache's.
      await hammer(urlOf(address, i), 10, 2)
      for (const connections of LOAD_CONNECTIONS) {
        const f = await hammer(urlOf(address, i), connections, seconds)
        runs[setup][address][connections] = f
        log(
          `${setup.padEnd(13)} ${address.slice(0, 44).padEnd(46)} ${String(connections).padStart(3)} conn ` +
            `${String(f.rps).padStart(6)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  errors ${f.errors} (timeouts ${f.timeouts})`,
        )
      }
    }
  }
  await run('app', (address) => base + address)
  const statics = await staticNginx(base, addresses, nginxPort)
  try {
    await run('nginx static', (_, i) => statics.server.url + statics.paths[i])
  } finally {
    await statics.server.stop()
  }
  const cache = await startNginx(nginxPort, (dir) => deployConfig(dir, nginxPort, [appPort]))
  try {
    await run('deploy cache', (address) => cache.url + address)
  } finally {
    await cache.stop()
  }
  return { seconds, runs }
}

const ratio = (a: number | undefined, b: number | undefined) => (a && b ? `${(a / b).toFixed(2)}` : '')

/** The load test's tables, one per connection count, with each setup's requests per second as a ratio to nginx static. */
export function loadTables(result: LoadResult | undefined): string[] {
  if (!result) return ['Not measured yet: `npm run bench -- --only load`.']
  const addresses = Object.keys(result.runs.app ?? {})
  return LOAD_CONNECTIONS.flatMap((connections) => {
    const cell = (setup: string, address: string) => result.runs[setup]?.[address]?.[connections]
    const head = [
      'address',
      ...LOAD_SETUPS.map((s) => `${s} req/s (p50 / p99 ms, errors)`),
      'app ÷ static',
      'cache ÷ static',
    ]
    return [
      `#### ${connections} connections, ${result.seconds} s each`,
      '',
      `| ${head.join(' | ')} |`,
      `| --- |${head
        .slice(1)
        .map(() => ' ---: ')
        .join('|')}|`,
      ...addresses.map((address) => {
        const figures = LOAD_SETUPS.map((s) => {
          const f = cell(s, address)
          return f
            ? `${f.rps} (${f.p50} / ${f.p99}, ${f.errors}${f.timeouts ? ` incl. ${f.timeouts} timeouts` : ''})`
            : ''
        })
        const statics = cell('nginx static', address)?.rps
        return `| \`${address}\` | ${figures.join(' | ')} | ${ratio(cell('app', address)?.rps, statics)} | ${ratio(
          cell('deploy cache', address)?.rps,
          statics,
        )} |`
      }),
      '',
    ]
  })
}
