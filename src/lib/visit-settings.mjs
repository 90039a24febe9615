/**
 * The visit counter's settings (docs/decisions/0038), a pure rule that src/env.ts applies to the
 * environment at start, and scripts/visit-counter.mjs again in the server's process, which cannot load
 * src/env.ts (plain JavaScript, so the server loads it without a build):
 * - VISIT_FLUSH_MS: how often each instance writes what it counted to the database (default a minute);
 * - VISIT_LOG_FILE: unset, the server counts the pages it answers; set, nginx in front (deploy/) writes
 *   a line to this file for each page it answers, cached or not, one instance on the machine reads
 *   them (scripts/visit-log-reader.mjs), and no instance counts its own answers, so a page is counted once.
 */

export const DEFAULT_FLUSH_MS = 60_000
/** Between a fifth of a second (the browser tests) and an hour. */
const FLUSH_MS_RANGE = [200, 3_600_000]

/**
 * @param {Record<string, string | undefined>} e
 * @param {(message: string) => never} fail
 * @returns {{ flushMs: number, logFile: string | undefined }}
 */
export function readVisitSettings(e, fail) {
  const flushMs = e.VISIT_FLUSH_MS ? Number(e.VISIT_FLUSH_MS) : DEFAULT_FLUSH_MS
  if (!Number.isInteger(flushMs) || flushMs < FLUSH_MS_RANGE[0] || flushMs > FLUSH_MS_RANGE[1])
    fail(`VISIT_FLUSH_MS must be a number of milliseconds from 200 to 3600000, got "${e.VISIT_FLUSH_MS}"`)
  const logFile = e.VISIT_LOG_FILE || undefined
  // Absolute, as nginx's access_log names it: a relative path would depend on where each instance started.
  if (logFile !== undefined && !logFile.startsWith('/'))
    fail(`VISIT_LOG_FILE must be the absolute path of nginx's visit log, got "${e.VISIT_LOG_FILE}"`)
  if (e.VISIT_LOG_PORT)
    fail('VISIT_LOG_PORT is gone: nginx now writes a file the instances read; set VISIT_LOG_FILE (deploy/README.md)')
  return { flushMs, logFile }
}
