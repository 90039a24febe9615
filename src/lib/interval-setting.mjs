/**
 * How often a background job runs, read from one environment variable in milliseconds. Plain
 * JavaScript so that both src/env.ts and the server's own scripts (which load no TypeScript) use it:
 * VISIT_FLUSH_MS (src/lib/visit-settings.mjs) and SCHEDULE_EVERY_MS (src/env.ts).
 */

/** Between a fifth of a second (the browser tests run jobs that often) and an hour. */
const RANGE = [200, 3_600_000]

/**
 * @param {string} name the variable's name, for the message
 * @param {string | undefined} value its value; unset or empty gives the default
 * @param {number} fallback
 * @param {(message: string) => never} fail
 * @returns {number}
 */
export function readIntervalMs(name, value, fallback, fail) {
  if (!value) return fallback
  const ms = Number(value)
  if (!Number.isInteger(ms) || ms < RANGE[0] || ms > RANGE[1])
    fail(`${name} must be a number of milliseconds from ${RANGE[0]} to ${RANGE[1]}, got "${value}"`)
  return ms
}
