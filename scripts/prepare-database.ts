/**
 * Applies the migrations and seeds the demo content when the database is empty, under a lock on the
 * database, so any number of instances may start together on a new database: the first migrates and
 * seeds, the others wait their turn and find it ready (docs/decisions/0021-one-start-at-a-time.md).
 * - PostgreSQL: a session advisory lock, held by this process's connection;
 * - SQLite: an exclusive transaction on a lock file beside the database.
 * Either lock goes with the process, so one that dies mid-way never keeps the others waiting.
 *
 * Exit codes as scripts/migrate.ts: 0 done; 1 ended early on its own; 2 a real failure.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { requireProductionCondition, requireProjectNode } from './module-conditions.mjs'

requireProjectNode()
requireProductionCondition()
process.exitCode = 1

const { env } = await import('../src/env')
const root = path.resolve(import.meta.dirname, '..')
const tsx = path.join(root, 'node_modules', '.bin', 'tsx')
/** The lock's number on PostgreSQL: any constant the site alone uses. */
const ADVISORY_KEY = 7_240_215_001
const EARLY_END = 1

type Release = () => Promise<void>

async function lockPostgres(url: string): Promise<Release> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const [{ locked }] = (await client.query('SELECT pg_try_advisory_lock($1) AS locked', [ADVISORY_KEY])).rows
  if (!locked) {
    console.log('  another instance is preparing the database; waiting for it')
    await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_KEY])
  }
  return async () => {
    await client.query('SELECT pg_advisory_unlock($1)', [ADVISORY_KEY])
    await client.end()
  }
}

async function lockSqlite(databaseFile: string): Promise<Release> {
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `file:${databaseFile}.start-lock` })
  for (let waiting = false; ; waiting = true) {
    try {
      await client.execute('BEGIN EXCLUSIVE')
      break
    } catch (error) {
      if (!/SQLITE_BUSY|database is locked/i.test(String(error))) throw error
      if (!waiting) console.log('  another instance is preparing the database; waiting for it')
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  return async () => {
    await client.execute('ROLLBACK')
    client.close()
  }
}

/** Runs one step in its own process; a step that ended early on its own gets two more attempts. */
function step(title: string, args: string[]) {
  console.log(`  ${title}`)
  for (let attempt = 1; ; attempt++) {
    const result = spawnSync(tsx, args, { cwd: root, stdio: 'inherit', env: process.env })
    if (result.status === 0) return
    if (attempt >= 3 || result.status !== EARLY_END)
      throw new Error(`${title} failed (exit ${result.status ?? result.signal})`)
    console.error('  (ended early without finishing; trying again)')
  }
}

try {
  const release =
    env.database.kind === 'postgres' ? await lockPostgres(env.database.url) : await lockSqlite(env.database.file)
  step('Applying database migrations', ['scripts/migrate.ts'])
  step('Seeding demo content if the database is empty', ['src/seed/cli.ts', '--if-empty'])
  await release()
} catch (error) {
  console.error('Preparing the database failed:', error instanceof Error ? error.message : error)
  process.exit(2)
}
process.exit(0)
