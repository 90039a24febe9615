/**
 * The guard tables, each shared by every instance of the site through the database: `click_guard`
 * (the publication counters' memory, src/content/counters.ts) and `login_guard` (the sign-in
 * throttle's, src/content/login-guard.ts). Rows are `key`, a window's start `at`, its `calls`, and
 * `expires_at`. Each operation is one statement on the unique key, which both databases run
 * atomically, so two instances answering the same client at once still count it once.
 *
 * No 'server-only' here: the sign-in throttle runs in a Payload hook, which the seed's and the
 * scripts' processes load too (with the Payload instance they already have).
 */
import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { excessEntries, type ClickEntry } from '@/lib/click-guard'

export type GuardTable = 'click_guard' | 'login_guard'

type Row = Record<string, unknown>
type SQL = ReturnType<typeof sqliteSql>

/** Runs one SQL statement on either database and answers its rows. */
export async function runSql(payload: Payload, statement: (sql: typeof sqliteSql) => SQL): Promise<Row[]> {
  const db = payload.db as unknown as {
    name: string
    drizzle: unknown
    execute: (args: { drizzle: unknown; sql: SQL }) => Promise<{ rows?: Row[] }>
  }
  const sql = db.name === 'postgres' ? (postgresSql as unknown as typeof sqliteSql) : sqliteSql
  const result = await db.execute({ drizzle: db.drizzle, sql: statement(sql) })
  return result.rows ?? []
}

/**
 * Atomically: when the entry `key` is missing or its window started at or before `cutoff`, starts
 * a new window `{ at: now, calls: 1 }` expiring at `expiresAt`; otherwise adds one to its calls.
 * Answers the entry after.
 */
export async function countInWindow(
  payload: Payload,
  table: GuardTable,
  key: string,
  now: number,
  cutoff: number,
  expiresAt: number,
): Promise<ClickEntry> {
  const [row] = await runSql(payload, (sql) => {
    const t = sql.raw(table)
    return sql`INSERT INTO ${t} (key, at, calls, expires_at) VALUES (${key}, ${now}, 1, ${expiresAt})
        ON CONFLICT (key) DO UPDATE SET
          calls = CASE WHEN ${t}.at <= ${cutoff} THEN 1 ELSE ${t}.calls + 1 END,
          at = CASE WHEN ${t}.at <= ${cutoff} THEN excluded.at ELSE ${t}.at END,
          expires_at = CASE WHEN ${t}.at <= ${cutoff} THEN excluded.expires_at ELSE ${t}.expires_at END
        RETURNING at, calls`
  })
  return { at: Number(row.at), calls: Number(row.calls) }
}

/** Deletes the expired entries, then the oldest while more than `maxEntries` are left. */
export async function deleteExpired(payload: Payload, table: GuardTable, now: number, maxEntries: number) {
  await runSql(payload, (sql) => sql`DELETE FROM ${sql.raw(table)} WHERE expires_at <= ${now}`)
  const [{ n }] = await runSql(payload, (sql) => sql`SELECT count(*) AS n FROM ${sql.raw(table)}`)
  const excess = excessEntries(Number(n), maxEntries)
  if (excess > 0)
    await runSql(payload, (sql) => {
      const t = sql.raw(table)
      return sql`DELETE FROM ${t} WHERE id IN (SELECT id FROM ${t} ORDER BY expires_at LIMIT ${excess})`
    })
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))
