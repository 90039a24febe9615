import '@/server-only'

import type { Payload } from 'payload'

import { takeAdvisoryLock } from '@/jobs/scheduled-publishing'
import { oldestDayKept, visitDay, type VisitKind } from '@/lib/visit-tally.mjs'

import { runSql } from './guard-tables'
import { payloadClient } from './payload'

/**
 * The visit counts' door for writing (docs/decisions/0038): what an instance counted since its last
 * write (scripts/visit-counter.mjs sends it through src/app/api/visits/flush/route.ts) is added to the
 * rows of the `visit-counts` collection, and days older than the site settings' `visitMonthsKept`
 * are deleted once a day. The dashboard reads through src/content/visit-report.ts.
 */

export type VisitCountEntry = { day: string; kind: VisitKind; key: string; detail: string; count: number }

/** The lock's number on PostgreSQL (the start lock is 7_240_215_001, scheduled publishing's 7_240_215_002). */
const FLUSH_LOCK_KEY = 7_240_215_003
/** Rows written by one statement: five values each, far below either database's limit of parameters. */
const ROWS_PER_STATEMENT = 200
/** The keep period when the setting is missing (site settings' default). */
export const DEFAULT_MONTHS_KEPT = 25

/**
 * Adds each entry's count to its row (day, kind, key, detail), creating the row when it is new: one
 * INSERT … ON CONFLICT … DO UPDATE per 200 entries on the unique index, which both databases run
 * atomically, so a count is never lost or added twice. The entries must be distinct.
 */
export async function addVisitCounts(payload: Payload, entries: VisitCountEntry[]): Promise<void> {
  for (let start = 0; start < entries.length; start += ROWS_PER_STATEMENT) {
    const rows = entries.slice(start, start + ROWS_PER_STATEMENT)
    await runSql(payload, (sql) => {
      const values = sql.join(
        rows.map((e) => sql`(${e.day}, ${e.kind}, ${e.key}, ${e.detail}, ${e.count})`),
        sql`, `,
      )
      return sql`INSERT INTO visit_counts (day, kind, key, detail, count) VALUES ${values}
        ON CONFLICT (day, kind, key, detail) DO UPDATE SET count = visit_counts.count + excluded.count`
    })
  }
}

/** How many months of daily counts the web team keeps (site settings). */
export async function visitMonthsKept(payload: Payload): Promise<number> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const months = Number(settings.visitMonthsKept)
  return Number.isInteger(months) && months >= 1 ? months : DEFAULT_MONTHS_KEPT
}

/** Deletes the counts of the days before the keep period, as of `today` (YYYY-MM-DD). */
export async function forgetOldVisitDays(payload: Payload, today: string): Promise<void> {
  const oldest = oldestDayKept(today, await visitMonthsKept(payload))
  await payload.db.deleteMany({ collection: 'visit-counts', where: { day: { less_than: oldest } } })
}

/** The Lagos day this process last deleted old counts on. */
let forgottenOn = ''

export type FlushResult = { written: boolean }

/**
 * Writes a batch of counts and, at the first write of each day, forgets the days past the keep
 * period. On PostgreSQL, one instance at a time: `{ written: false }` when another instance is
 * writing (the caller keeps its batch for the next time).
 */
export async function flushVisitCounts(entries: VisitCountEntry[], now: number): Promise<FlushResult> {
  const payload = await payloadClient()
  const lock = await takeAdvisoryLock(FLUSH_LOCK_KEY)
  if (!lock) return { written: false }
  try {
    await addVisitCounts(payload, entries)
    const today = visitDay(now)
    if (forgottenOn !== today) {
      await forgetOldVisitDays(payload, today)
      forgottenOn = today
    }
    return { written: true }
  } finally {
    await lock.release()
  }
}
