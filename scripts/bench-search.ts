/**
 * The bench's search load test (`npm run bench -- --only search`): in one run on one server, the
 * cached home page and then random searches, each at 50 connections, so the two figures share the
 * machine's mood. A search is a plain `GET /search?q=…` (the results page a visitor gets), its
 * words drawn at random from a vocabulary of what visitors look for (programmes, offices, fees,
 * people, misspellings), one to three words, so no two requests in a row are the same query.
 * The question it answers (docs/decisions/0022): does search keep up with the pages on a busy day?
 * Target: searches at no less than half the home page's requests per second at 50 connections, and
 * p99 under 150 ms at 10 (at 50 on two cores, Little's law puts p99 over 150 ms whatever the engine
 * does: issue 54 moved that clause to 10 connections).
 */
import autocannon from 'autocannon'

import { loadFigures, type LoadFigures } from './bench-load'

export type SearchLoadResult = {
  seconds: number
  connections: number
  home: LoadFigures
  search: LoadFigures
  /** Random searches at 10 connections, where the p99 target applies. Absent in older figures. */
  searchAt10?: LoadFigures
  /** The header's suggestions (`GET /search/suggestions`): the same engine, no page around it. */
  suggestions?: LoadFigures
  /** Long and odd queries, one request each: status and milliseconds. */
  odd: Record<string, { status: number; ms: number }>
}

/** Words visitors type, from the demo and the scale seed alike (both have them), some misspelt. */
const WORDS = [
  'computer',
  'science',
  'nursing',
  'law',
  'medicine',
  'engineering',
  'accounting',
  'economics',
  'fees',
  'tuition',
  'hostel',
  'accommodation',
  'scholarship',
  'jamb',
  'utme',
  'admission',
  'vice',
  'chancellor',
  'registrar',
  'bursar',
  'dean',
  'professor',
  'lecturer',
  'library',
  'calendar',
  'examination',
  'registration',
  'portal',
  'news',
  'event',
  'research',
  'ai',
  'computr',
  'nursng',
  'scholarshp',
  'enginering',
  'geophysics',
  'pharmacy',
  'faculty',
  'department',
  'mass',
  'communication',
  'biochemistry',
  'microbiology',
  'physics',
  'mathematics',
  'ibibio',
  'efik',
]

/** A small deterministic generator, so two runs send the same sequence of queries. */
function randomQueries(count: number, seed = 20261125): string[] {
  let state = seed
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state / 2 ** 31
  }
  return Array.from({ length: count }, () => {
    const words = 1 + Math.floor(next() * 3)
    return Array.from({ length: words }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ')
  })
}

const HEADERS = { 'accept-encoding': 'gzip' }

async function hammerHome(base: string, connections: number, seconds: number) {
  return loadFigures(await autocannon({ url: `${base}/`, connections, duration: seconds, headers: HEADERS }))
}

async function hammerSearch(base: string, connections: number, seconds: number, route = '/search') {
  const queries = randomQueries(5000)
  let i = 0
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers: HEADERS,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: `${route}?q=${encodeURIComponent(queries[i++ % queries.length])}`,
        }),
      },
    ],
  })
  return loadFigures(result)
}

/** What a visitor who pastes a page, types only symbols or a whole sentence gets, and how fast. */
async function oddQueries(base: string) {
  const odd: Record<string, string> = {
    '10 KB of text': 'computer science '.repeat(600),
    'only symbols': '%$#@!*&^()[]{}<>?/\\|~`',
    '50 words': randomQueries(50).join(' ').split(' ').slice(0, 50).join(' '),
  }
  const out: SearchLoadResult['odd'] = {}
  for (const [name, q] of Object.entries(odd)) {
    const started = performance.now()
    const response = await fetch(`${base}/search?q=${encodeURIComponent(q)}`, { headers: HEADERS })
    await response.arrayBuffer()
    out[name] = { status: response.status, ms: Math.round(performance.now() - started) }
  }
  return out
}

export async function measureSearchLoad(
  base: string,
  seconds: number,
  log: (line: string) => void,
): Promise<SearchLoadResult> {
  const connections = 50
  // Warm-up: the home page's cache, and the search index (built on the first query after a start).
  await hammerHome(base, 10, 2)
  await hammerSearch(base, 10, 3)
  const line = (name: string, f: LoadFigures, at = connections) =>
    log(
      `${name.padEnd(8)} ${at} conn ${String(f.rps).padStart(6)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  errors ${f.errors}`,
    )
  const home = await hammerHome(base, connections, seconds)
  line('home', home)
  const search = await hammerSearch(base, connections, seconds)
  line('search', search)
  const searchAt10 = await hammerSearch(base, 10, seconds)
  line('search', searchAt10, 10)
  const suggestions = await hammerSearch(base, connections, seconds, '/search/suggestions')
  line('suggest', suggestions)
  const odd = await oddQueries(base)
  for (const [name, r] of Object.entries(odd)) log(`odd query: ${name}: ${r.status} in ${r.ms} ms`)
  return { seconds, connections, home, search, searchAt10, suggestions, odd }
}

/** The search load table: one row per label, the ratio the issue asks for in its own column. */
export function searchLoadTable(rows: Array<{ label: string; result?: SearchLoadResult }>): string[] {
  const measured = rows.filter((r) => r.result)
  if (!measured.length) return ['Not measured yet: `npm run bench -- --only search`.']
  const cell = (f: LoadFigures) => `${f.rps} (${f.p50} / ${f.p99}, ${f.errors})`
  return [
    '| label | home page req/s (p50 / p99 ms, errors) | random searches req/s (p50 / p99 ms, errors) | search ÷ home | random searches at 10 connections req/s (p50 / p99 ms, errors) | suggestions (engine alone) req/s (p50 / p99 ms, errors) | odd queries (status, ms) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...measured.map(({ label, result }) => {
      const r = result!
      const odd = Object.entries(r.odd)
        .map(([name, o]) => `${name}: ${o.status}, ${o.ms}`)
        .join('; ')
      return `| ${label} | ${cell(r.home)} | ${cell(r.search)} | ${(r.search.rps / r.home.rps).toFixed(2)} | ${r.searchAt10 ? cell(r.searchAt10) : '–'} | ${r.suggestions ? cell(r.suggestions) : ''} | ${odd} |`
    }),
  ]
}
