/**
 * The visit counter's settings (docs/decisions/0038), a pure rule that src/env.ts applies to the
 * environment at start, and scripts/visit-counter.mjs again in the server's process, which cannot load
 * src/env.ts (plain JavaScript, so the server loads it without a build):
 * - VISIT_FLUSH_MS: how often each instance writes what it counted to the database (default a minute);
 * - VISIT_LOG_FILE: unset, the server counts the pages it answers; set, nginx in front (deploy/) writes
 *   a line to this file for each page it answers, cached or not, one instance on the machine reads
 *   them (scripts/visit-log-reader.mjs), and no instance counts its own answers, so a page is counted once.
 */

import { readIntervalMs } from './interval-setting.mjs'

export const DEFAULT_FLUSH_MS = 60_000

/**
 * @param {Record<string, string | undefined>} e
 * @param {(message: string) => never} fail
 * @returns {{ flushMs: number, logFile: string | undefined }}
 */
export function readVisitSettings(e, fail) {
  const flushMs = readIntervalMs('VISIT_FLUSH_MS', e.VISIT_FLUSH_MS, DEFAULT_FLUSH_MS, fail)
  const logFile = e.VISIT_LOG_FILE || undefined
  // Absolute, as nginx's access_log names it: a relative path would depend on where each instance started.
  if (logFile !== undefined && !logFile.startsWith('/'))
    fail(`VISIT_LOG_FILE must be the absolute path of nginx's visit log, got "${e.VISIT_LOG_FILE}"`)
  if (e.VISIT_LOG_PORT)
    fail('VISIT_LOG_PORT is gone: nginx now writes a file the instances read; set VISIT_LOG_FILE (deploy/README.md)')
  return { flushMs, logFile }
}
