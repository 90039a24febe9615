/**
 * `npm run bench`: measures what visitors and other clients download, and how
 * fast the server answers, on the production build with the demo content.
 * Figures only, no pass or fail: these machines are too noisy for that.
 *
 * Starts its own server (port BENCH_PORT, default 3500; data in .bench-data),
 * or measures BENCH_URL when given.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.BENCH_PORT || 3500)
const base = process.env.BENCH_URL || `http://127.0.0.1:${port}`

const PAGES = ['/', '/resources/news', '/resources/events', '/this-page-does-not-exist']
const ENDPOINTS = [
  'academics/faculty/academic/list',
  'academics/department/academic/list',
  'academics/faculty/details',
  'academics/course/view/list',
  'academics/course/details',
  'news/all/active',
  'event/all/active',
  'general/homepage/content',
  'general/website/tuition',
  'academic/staff/website/all',
  'general/website/timetable/staff',
  'slider/homepage',
  'general/web_contact',
  'leadership/leadership/list',
  'academic/staff/all',
  'academic/titles',
  'academic/designation',
  'academic/departments',
  'gallery/list',
  'general/other-fee/list',
  'general/campus-life/list',
  'general/academic_calendar',
  'academic/am-course-ug',
  'general/finance_scholarship',
  'openapi.json',
]

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(base)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000))
  }
  throw new Error(`no server at ${base}`)
}

async function pageWeight(pathname: string) {
  const response = await fetch(base + pathname)
  const html = await response.text()
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1])
  let js = 0
  for (const src of new Set(scripts))
    js += gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())).length
  return { status: response.status, html: gzipSync(html).length, js, scripts: new Set(scripts).size }
}

/** Requests per second for one URL: `concurrency` loops for `seconds`, bounded. */
async function throughput(url: string, seconds = 5, concurrency = 8) {
  const end = Date.now() + seconds * 1000
  let done = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const r = await fetch(url)
        await r.arrayBuffer()
        done++
      }
    }),
  )
  return Math.round(done / seconds)
}

async function main() {
  let server: ReturnType<typeof spawn> | undefined
  if (!process.env.BENCH_URL) {
    server = spawn('npm', ['start'], {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, PORT: String(port), DATA_DIR: '.bench-data', NEXT_DIST_DIR: '.next-bench' },
      detached: true,
    })
  }
  try {
    await waitForServer()
    console.log(`\nPages (gzip) at ${base}`)
    console.log('page'.padEnd(32), 'status', 'HTML'.padStart(9), 'JS'.padStart(9), 'scripts')
    for (const p of PAGES) {
      const w = await pageWeight(p)
      console.log(p.padEnd(32), String(w.status).padEnd(6), kb(w.html).padStart(9), kb(w.js).padStart(9), w.scripts)
    }
    console.log('\nContract responses (/api/v1/…)')
    console.log('endpoint'.padEnd(40), 'raw'.padStart(9), 'gzip'.padStart(9))
    for (const e of ENDPOINTS) {
      const body = Buffer.from(await (await fetch(`${base}/api/v1/${e}`)).arrayBuffer())
      console.log(e.padEnd(40), kb(body.length).padStart(9), kb(gzipSync(body).length).padStart(9))
    }
    console.log('\nThroughput (8 concurrent loops, 5 s each)')
    for (const url of [`${base}/`, `${base}/api/v1/academics/faculty/academic/list`]) {
      console.log(url.replace(base, '').padEnd(40), `${await throughput(url)} req/s`)
    }
  } finally {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM')
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
