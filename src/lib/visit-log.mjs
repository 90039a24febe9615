/**
 * The log lines nginx in deploy/ sends for each page it answers, cached or not (deploy/nginx.conf.template,
 * `log_format acu_visits`), read back into the record src/lib/visit-tally.mjs counts. Each line comes
 * as one syslog datagram, `<PRI>TIMESTAMP acu_visits: {json}`, holding only what the rule reads: no
 * client address. Plain JavaScript, so the server loads it without a build.
 */

/**
 * The JSON fields of a line and the request header each carries (deploy/nginx.conf.template writes
 * them; a unit test compares). `method`, `uri`, `status`, `host`, `light` and `results` are read apart.
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
export const LOG_FIELDS = ['method', 'uri', 'status', 'host', 'light', 'results', ...Object.keys(LOG_HEADER_FIELDS)]

/** The syslog tag the lines carry. */
export const LOG_TAG = 'acu_visits'

/**
 * The record of one log line, or null when it is not one of ours (or was cut short).
 * @param {string} datagram
 * @param {number} now when it arrived
 * @param {string | undefined} publicHost the site's public host (PUBLIC_URL), else the line's own host
 * @returns {import('./visit-tally.mjs').VisitRecord | null}
 */
export function recordFromLogLine(datagram, now, publicHost) {
  const at = datagram.indexOf(`${LOG_TAG}: {`)
  if (at < 0) return null
  /** @type {Record<string, unknown>} */
  let fields
  try {
    fields = JSON.parse(datagram.slice(at + LOG_TAG.length + 2))
  } catch {
    return null
  }
  if (!fields || typeof fields !== 'object' || !LOG_FIELDS.every((name) => typeof fields[name] === 'string'))
    return null
  const text = (/** @type {string} */ name) => /** @type {string} */ (fields[name])
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
    now,
  }
}
