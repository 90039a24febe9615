/**
 * The visit counter's settings (docs/decisions/0038), a pure rule that src/env.ts applies to the
 * environment at start, and scripts/visit-counter.mjs again in the server's process, which cannot load
 * src/env.ts (plain JavaScript, so the server loads it without a build):
 * - VISIT_FLUSH_MS: how often each instance writes what it counted to the database (default a minute);
 * - VISIT_LOG_PORT: unset, the server counts the pages it answers; set, nginx in front (deploy/) sends
 *   a log line for each page it answers, cached or not, to this UDP port on 127.0.0.1, and the
 *   server counts those lines instead of its own answers, so a page is counted once.
 */

export const DEFAULT_FLUSH_MS = 60_000
/** Between a fifth of a second (the browser tests) and an hour. */
const FLUSH_MS_RANGE = [200, 3_600_000]

/**
 * @param {Record<string, string | undefined>} e
 * @param {(message: string) => never} fail
 * @returns {{ flushMs: number, logPort: number | undefined }}
 */
export function readVisitSettings(e, fail) {
  const flushMs = e.VISIT_FLUSH_MS ? Number(e.VISIT_FLUSH_MS) : DEFAULT_FLUSH_MS
  if (!Number.isInteger(flushMs) || flushMs < FLUSH_MS_RANGE[0] || flushMs > FLUSH_MS_RANGE[1])
    fail(`VISIT_FLUSH_MS must be a number of milliseconds from 200 to 3600000, got "${e.VISIT_FLUSH_MS}"`)
  const logPort = e.VISIT_LOG_PORT ? Number(e.VISIT_LOG_PORT) : undefined
  if (logPort !== undefined && (!Number.isInteger(logPort) || logPort <= 0 || logPort > 65535))
    fail(`VISIT_LOG_PORT must be a UDP port number, got "${e.VISIT_LOG_PORT}"`)
  return { flushMs, logPort }
}
