/**
 * The lines nginx in deploy/ writes for each page it answers, cached or not (deploy/nginx.conf.template,
 * `log_format acu_visits`, a buffered file of its own), read back into the records src/lib/visit-tally.mjs
 * counts. Each line is one JSON object holding only what the rule reads, with nginx's time first: no
 * client address. Plain JavaScript, so the server loads it without a build.
 */
import { LAGOS_OFFSET_MS, talliesFor } from './visit-tally.mjs'

/**
 * The JSON fields of a line and the request header each carries (deploy/nginx.conf.template writes
 * them; a unit test compares). `time`, `method`, `uri`, `status`, `host`, `light` and `results` are read apart.
 */
export const LOG_HEADER_FIELDS = /** @type {const} */ ({
  referer: 'referer',
  agent: 'user-agent',
  saveData: 'save-data',
  mobile: 'sec-ch-ua-mobile',
  dnt: 'dnt',
  gpc: 'sec-gpc',
  secPurpose: 'sec-purpose',
  purpose: 'purpose',
  xMoz: 'x-moz',
})
export const LOG_FIELDS = [
  'time',
  'method',
  'uri',
  'status',
  'host',
  'light',
  'results',
  ...Object.keys(LOG_HEADER_FIELDS),
]

/** How every line begins: nginx's `$msec` (seconds since 1970, with milliseconds) comes first. */
const TIME_PREFIX = '{"time":"'

/**
 * The record of one line, or null when it is not one of ours (or was cut short).
 * @param {string} line
 * @param {string | undefined} publicHost the site's public host (PUBLIC_URL), else the line's own host
 * @returns {import('./visit-tally.mjs').VisitRecord | null}
 */
export function recordFromLogLine(line, publicHost) {
  /** @type {Record<string, unknown>} */
  let fields
  try {
    fields = JSON.parse(line)
  } catch {
    return null
  }
  if (!fields || typeof fields !== 'object' || !LOG_FIELDS.every((name) => typeof fields[name] === 'string'))
    return null
  const text = (/** @type {string} */ name) => /** @type {string} */ (fields[name])
  const seconds = Number(text('time'))
  if (!text('time') || !Number.isFinite(seconds)) return null
  /** @type {import('./visit-tally.mjs').RecordHeaders} */
  const headers = {}
  for (const [field, header] of Object.entries(LOG_HEADER_FIELDS)) if (text(field)) headers[header] = text(field)
  const results = text('results')
  return {
    method: text('method'),
    url: text('uri'),
    status: Number(text('status')),
    headers,
    light: text('light') === '1',
    searchResults: /^\d+$/.test(results) ? Number(results) : null,
    siteHost: publicHost ?? text('host'),
    now: Math.round(seconds * 1000),
  }
}

const DAY_MS = 24 * 60 * 60_000

/**
 * The tallies of a run of whole lines, each with how many lines gave it. Lines alike but for their
 * time on the same Lagos day are read once: under load most lines are alike (the same page, the same
 * phones), and reading each one would cost the machine what nginx saved by caching the page.
 * @param {string} text whole lines, each ending in a newline
 * @param {string | undefined} publicHost
 * @returns {Array<{ tallies: import('./visit-tally.mjs').Tally[], count: number }>}
 */
export function talliesOfLog(text, publicHost) {
  /** @type {Map<string, { line: string, count: number }>} */
  const alike = new Map()
  for (let start = 0, end = text.indexOf('\n'); end >= 0; start = end + 1, end = text.indexOf('\n', start)) {
    const line = text.slice(start, end)
    const timeEnd = line.indexOf('"', TIME_PREFIX.length)
    if (!line.startsWith(TIME_PREFIX) || timeEnd < 0) continue
    const day = Math.floor((Number(line.slice(TIME_PREFIX.length, timeEnd)) * 1000 + LAGOS_OFFSET_MS) / DAY_MS)
    const key = `${day}${line.slice(timeEnd)}`
    const seen = alike.get(key)
    if (seen) seen.count += 1
    else alike.set(key, { line, count: 1 })
  }
  const counted = []
  for (const { line, count } of alike.values()) {
    const record = recordFromLogLine(line, publicHost)
    if (record) counted.push({ tallies: talliesFor(record), count })
  }
  return counted
}
