/**
 * The bench's nginx test (`npm run bench -- --only nginx`): does deploy/'s cache serve a cached
 * answer about as fast as nginx serves a file? One nginx runs deploy/nginx.conf.template in front of
 * the app and, in a second server block of the same process, the very bytes the cache answered (the
 * compressed body, with its Content-Encoding) as a static file. autocannon asks each address of both
 * at 50 connections with `Accept-Encoding: gzip, br`, as a browser does, in the order static, cache,
 * cache, static, so both share the machine's mood; the ratio of the two is the figure that counts
 * (docs/decisions/0037). Figures only: the client shares the machine's cores with nginx.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import autocannon from 'autocannon'

import { loadFigures, meanRps, type LoadFigures } from './bench-load'
import { deployConfig, startNginx } from './nginx'

export type NginxCacheResult = {
  seconds: number
  connections: number
  /** address → the cached answer's encoding and bytes, and each run's figures */
  addresses: Record<string, { encoding: string; bytes: number; cache: LoadFigures[]; static: LoadFigures[] }>
}

const CONNECTIONS = 50
const HEADERS = { 'accept-encoding': 'gzip, br' }

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** One GET with the body as it came over the wire (fetch would decompress it). */
function rawGet(url: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: HEADERS, timeout: 60_000 }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (c: Buffer) => chunks.push(c))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        )
        response.on('error', reject)
      })
      .on('error', reject)
  })
}

/** deploy/'s configuration with a second server on `staticPort` serving `root/page-<i>` as files. */
function withStaticServer(conf: string, staticPort: number, root: string, types: string[], encoding: string) {
  const server = [
    '  server {',
    `    listen 127.0.0.1:${staticPort};`,
    `    root ${root};`,
    // The files are compressed already (an older template compresses at the http level).
    '    gzip off;',
    '    brotli off;',
    ...types.map(
      (type, i) =>
        `    location = /page-${i} { default_type ${type}; add_header Content-Encoding ${encoding}; add_header Vary Accept-Encoding; }`,
    ),
    '  }',
  ].join('\n')
  // The http block is the file's last: the server goes before its closing brace.
  return conf.replace(/\}\s*$/, `${server}\n}\n`)
}

/** Asks the cache for `address` until it answers a HIT, and returns that answer. */
async function cachedAnswer(url: string): Promise<Raw> {
  for (let i = 0; i < 10; i++) {
    const answer = await rawGet(url)
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`)
    if (answer.headers['x-cache-status'] === 'HIT') return answer
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} never came from the cache`)
}

const hammer = async (url: string, seconds: number) =>
  loadFigures(await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: HEADERS }))

/**
 * Measures each of `addresses` through deploy/'s cache (nginx on `nginxPort`, in front of the app on
 * `appPort`) and as a static file of the same nginx (on `nginxPort + 1`), `seconds` per run.
 */
export async function measureNginxCache(
  base: string,
  appPort: number,
  addresses: string[],
  nginxPort: number,
  seconds: number,
  log: (line: string) => void,
): Promise<NginxCacheResult> {
  // Content types as the app answers them, for the static server's configuration.
  const types = await Promise.all(
    addresses.map(async (a) => ((await fetch(base + a)).headers.get('content-type') ?? 'text/html').split(';')[0]),
  )
  const staticPort = nginxPort + 1
  let root = ''
  const nginx = await startNginx(nginxPort, (dir) => {
    root = path.join(dir, 'static')
    fs.mkdirSync(root)
    // `gzip, br` is always kept as brotli (deploy/nginx.conf.template's $acu_encoding).
    // BENCH_NGINX_TEMPLATE: another template to measure the same way (e.g. the committed one, for a before/after).
    const conf = deployConfig(dir, nginxPort, [appPort], process.env.BENCH_NGINX_TEMPLATE || undefined)
    return withStaticServer(conf, staticPort, root, types, 'br')
  })
  const result: NginxCacheResult = { seconds, connections: CONNECTIONS, addresses: {} }
  try {
    for (const [i, address] of addresses.entries()) {
      const cacheUrl = nginx.url + address
      const staticUrl = `http://127.0.0.1:${staticPort}/page-${i}`
      const cached = await cachedAnswer(cacheUrl)
      const encoding = String(cached.headers['content-encoding'] ?? 'none')
      if (encoding !== 'br') throw new Error(`${address}: the cache answered ${encoding}, not br`)
      fs.writeFileSync(path.join(root, `page-${i}`), cached.body)
      const served = await rawGet(staticUrl)
      if (!served.body.equals(cached.body))
        throw new Error(`${address}: the static file differs from the cached answer`)
      const entry = { encoding, bytes: cached.body.length, cache: [] as LoadFigures[], static: [] as LoadFigures[] }
      result.addresses[address] = entry
      // A short warm-up of both, then static, cache, cache, static.
      await hammer(cacheUrl, 2)
      await hammer(staticUrl, 2)
      for (const setup of ['static', 'cache', 'cache', 'static'] as const) {
        const f = await hammer(setup === 'cache' ? cacheUrl : staticUrl, seconds)
        entry[setup].push(f)
        log(
          `${setup.padEnd(7)} ${address.slice(0, 44).padEnd(46)} ${String(f.rps).padStart(7)} req/s  ` +
            `p50 ${f.p50} ms  p99 ${f.p99} ms  errors ${f.errors}`,
        )
      }
    }
  } catch (error) {
    console.log(nginx.log())
    throw error
  } finally {
    await nginx.stop()
  }
  return result
}

/** The table: per address, both setups' mean requests per second, each run's, and the ratio. */
export function nginxCacheTable(rows: Array<{ label: string; result?: NginxCacheResult }>): string[] {
  const measured = rows.filter((r) => r.result)
  if (!measured.length) return ['Not measured yet: `npm run bench -- --only nginx`.']
  const runs = (figures: LoadFigures[]) => figures.map((f) => `${f.rps} (${f.p50} / ${f.p99}, ${f.errors})`).join(', ')
  return [
    '| label | address | bytes (encoding) | cache req/s, mean | static file req/s, mean | cache ÷ static | cache runs (p50 / p99 ms, errors) | static runs |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- | --- |',
    ...measured.flatMap(({ label, result }) =>
      Object.entries(result!.addresses).map(([address, a]) => {
        const [cache, file] = [meanRps(a.cache), meanRps(a.static)]
        return `| ${label} | \`${address}\` | ${a.bytes} (${a.encoding}) | ${cache} | ${file} | ${(cache / file).toFixed(2)} | ${runs(a.cache)} | ${runs(a.static)} |`
      }),
    ),
  ]
}
