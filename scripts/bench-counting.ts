/**
 * The bench's counting test (`npm run bench -- --only counting`): are pages as fast with the visit
 * counter (docs/decisions/0038) as without it? Two setups, each measured both ways in one run, the
 * order with, without, without, with so both share the machine's mood (autocannon, 50 connections,
 * a phone browser's user agent so every request is counted in full, not turned away as a bot):
 *
 * - the app alone (`npm start`): two servers on the bench's build and data, started alike, one counting
 *   the pages it answers, the other started with VISIT_LOG_FILE and so counting nothing of its own (it
 *   reads nginx's lines instead of counting its own answers);
 * - deploy/'s nginx, its cache answering `/`: the template as it is, its lines written to the file the
 *   second server reads (and counts), against the same template without the counter's `access_log`.
 *
 * Bytes per view: what the counter adds to the page (the links' `ping` attributes) and the requests a
 * view makes for counting (none). Figures only: the client shares the machine's 2 cores.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { loadFigures, meanRps, type LoadFigures } from './bench-load'
import { deployConfig, startNginx, type Nginx } from './nginx'

export type CountingResult = {
  seconds: number
  connections: number
  address: string
  /** setup → with/without counting → each run's figures */
  runs: Record<'app' | 'deploy cache', { with: LoadFigures[]; without: LoadFigures[] }>
  /** Bytes the counter adds to the page's HTML (uncompressed), and requests a view makes to be counted. */
  pageBytesAdded: number
  requestsPerView: number
}

const CONNECTIONS = 50
const ADDRESS = '/'
/** A phone's Chrome: counted as a visitor (src/lib/visit-tally.mjs), as most of the site's are. */
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const HEADERS = { 'accept-encoding': 'gzip, br', 'user-agent': PHONE_AGENT }
const ROOT = path.resolve(import.meta.dirname, '..')

const hammer = async (url: string, seconds: number) =>
  loadFigures(await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: HEADERS }))

async function waitFor(url: string, child: ChildProcess) {
  for (const deadline = Date.now() + 10 * 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`the server on ${url} ended (${child.exitCode})`)
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error(`${url} did not answer within 10 minutes`)
}

/**
 * Another production server on the bench's build and data: it counts the pages it answers, or with
 * `logFile` only nginx's lines in that file.
 */
async function startServer(env: NodeJS.ProcessEnv, port: number, logFile?: string) {
  const { VISIT_LOG_FILE: _unset, ...rest } = env
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    stdio: process.env.BENCH_VERBOSE ? 'inherit' : 'ignore',
    // The same PUBLIC_URL as the bench's server: the build is made for it (scripts/start.ts would build again).
    env: { ...rest, PORT: String(port), ...(logFile ? { VISIT_LOG_FILE: logFile } : {}) },
    detached: true,
  })
  await waitFor(`http://127.0.0.1:${port}/`, child)
  return () => {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
}

/** Runs `with` and `without` in the order with, without, without, with. */
async function alternate(urls: { with: string; without: string }, seconds: number, log: (line: string) => void) {
  const runs = { with: [] as LoadFigures[], without: [] as LoadFigures[] }
  await hammer(urls.with, 2)
  await hammer(urls.without, 2)
  for (const setup of ['with', 'without', 'without', 'with'] as const) {
    const f = await hammer(urls[setup], seconds)
    runs[setup].push(f)
    log(
      `${setup.padEnd(8)} ${urls[setup].padEnd(30)} ${String(f.rps).padStart(7)} req/s  p99 ${f.p99} ms  errors ${f.errors}`,
    )
  }
  return runs
}

/** nginx on `port` with deploy/'s template in front of `appPort`, its counter's log kept or removed. */
function deployNginx(port: number, appPort: number, visitLog: string, counting: boolean): Promise<Nginx> {
  return startNginx(port, (dir) => {
    const conf = deployConfig(dir, port, [appPort], undefined, visitLog)
    if (counting) return conf
    const without = conf.replace(/^\s*access_log [^\n]* acu_visits [^\n]*\n/m, '')
    if (without === conf) throw new Error("deploy/nginx.conf.template's counter line was not found")
    return without
  })
}

/** Bytes of the page's HTML that are there for counting: the `ping="…"` attributes. */
async function pageBytesAdded(base: string) {
  const html = await (await fetch(base + ADDRESS, { headers: { 'user-agent': PHONE_AGENT } })).text()
  return [...html.matchAll(/ ping="[^"]*"/g)].reduce((sum, m) => sum + Buffer.byteLength(m[0]), 0)
}

/** Measures the app alone and deploy/'s cache with and without counting, `seconds` per run. */
export async function measureCounting(
  base: string,
  serverEnv: NodeJS.ProcessEnv,
  seconds: number,
  log: (line: string) => void,
): Promise<CountingResult> {
  const appPort = Number(new URL(base).port)
  const [countingPort, quietPort, withPort, withoutPort] = [2, 3, 4, 5].map((n) => appPort + n)
  // Two servers started alike (the bench's own has answered other tests), one counting its answers.
  log(
    `starting a server on ${countingPort} that counts its answers, and one on ${quietPort} that counts only nginx's lines`,
  )
  const visitLog = path.join(os.tmpdir(), `acu-bench-visits-${quietPort}.log`)
  fs.rmSync(visitLog, { force: true })
  const stopCounting = await startServer(serverEnv, countingPort)
  const stopQuiet = await startServer(serverEnv, quietPort, visitLog)
  try {
    const local = (port: number) => `http://127.0.0.1:${port}${ADDRESS}`
    const app = await alternate({ with: local(countingPort), without: local(quietPort) }, seconds, log)
    stopCounting()
    const [counted, uncounted] = [
      await deployNginx(withPort, quietPort, visitLog, true),
      await deployNginx(withoutPort, quietPort, visitLog, false),
    ]
    try {
      // Filled once, so both measure the cache's answer.
      for (const url of [counted.url, uncounted.url])
        for (let i = 0; i < 3; i++) await fetch(url + ADDRESS, { headers: HEADERS })
      const deploy = await alternate({ with: counted.url + ADDRESS, without: uncounted.url + ADDRESS }, seconds, log)
      return {
        seconds,
        connections: CONNECTIONS,
        address: ADDRESS,
        runs: { app, 'deploy cache': deploy },
        pageBytesAdded: await pageBytesAdded(base),
        requestsPerView: 0,
      }
    } finally {
      await counted.stop()
      await uncounted.stop()
    }
  } finally {
    stopCounting()
    stopQuiet()
    fs.rmSync(visitLog, { force: true })
  }
}

/** The table: per setup, mean req/s with and without counting, and their ratio. */
export function countingTable(rows: Array<{ label: string; result?: CountingResult }>): string[] {
  const measured = rows.filter((r) => r.result)
  if (!measured.length) return ['Not measured yet: `npm run bench -- --only counting`.']
  const runs = (figures: LoadFigures[]) => figures.map((f) => `${f.rps} (${f.p99}, ${f.errors})`).join(', ')
  return [
    '| label | setup | with counting req/s, mean | without, mean | with ÷ without | with runs (p99 ms, errors) | without runs | bytes added to the page | requests per view |',
    '| --- | --- | ---: | ---: | ---: | --- | --- | ---: | ---: |',
    ...measured.flatMap(({ label, result }) =>
      Object.entries(result!.runs).map(([setup, r]) => {
        const [counted, plain] = [meanRps(r.with), meanRps(r.without)]
        return `| ${label} | ${setup} \`${result!.address}\` | ${counted} | ${plain} | ${(counted / plain).toFixed(3)} | ${runs(r.with)} | ${runs(r.without)} | ${result!.pageBytesAdded} | ${result!.requestsPerView} |`
      }),
    ),
  ]
}
