import type { Payload } from 'payload'

import { CLICK_RULES } from '@/lib/click-guard'
import type { LoginStore } from '@/lib/login-guard'

import { countInWindow, deleteExpired, errorText, runSql } from './guard-tables'

let lastCleanUp = 0

/** Deletes expired entries at most once a minute per process, after an attempt (not awaited by it). */
function cleanUpSoon(payload: Payload, now: number) {
  if (now - lastCleanUp < CLICK_RULES.cleanupEveryMs) return
  lastCleanUp = now
  deleteExpired(payload, 'login_guard', now, CLICK_RULES.maxEntries).catch((error) =>
    payload.logger.error(`cleaning the sign-in throttle failed: ${errorText(error)}`),
  )
}

/**
 * The sign-in throttle's state (src/lib/login-guard.ts) in the `login_guard` table, shared by every
 * instance of the site (src/content/guard-tables.ts).
 */
export function databaseLoginStore(payload: Payload): LoginStore {
  return {
    async countCall(key, now, cutoff, expiresAt) {
      cleanUpSoon(payload, now)
      return countInWindow(payload, 'login_guard', key, now, cutoff, expiresAt)
    },
    async uncount(key, at) {
      await runSql(
        payload,
        (sql) => sql`UPDATE login_guard SET calls = calls - 1 WHERE key = ${key} AND at = ${at} AND calls > 0`,
      )
    },
    async clear(key) {
      await runSql(payload, (sql) => sql`DELETE FROM login_guard WHERE key = ${key}`)
    },
  }
}
