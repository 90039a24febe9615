/**
 * `npm run backup` and `npm run restore` (scripts/backup.ts, scripts/restore.ts,
 * docs/decisions/0020-backup-archives.md), as an operator runs them: child processes with the
 * project's environment. The seeded database is backed up, never changed; every restore goes into a
 * new empty target (a temporary data folder, and on PostgreSQL a database made for the test), and
 * what it holds is compared table by table, row by row and upload by upload with the original.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'
import { create, extract, list } from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { payloadClient } from '@/content/payload'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

const root = path.resolve(import.meta.dirname, '../..')
const postgres = /^postgres(ql)?:/.test(process.env.DATABASE_URL ?? '')

/** Where a site keeps its content: a data folder, and a PostgreSQL database ('' for SQLite in the folder). */
type Target = { dataDir: string; databaseUrl: string }
const original: Target = { dataDir: process.env.DATA_DIR!, databaseUrl: process.env.DATABASE_URL ?? '' }

const temporary: string[] = []
const databases: string[] = []
const tempDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `acu-${name}-`))
  temporary.push(dir)
  return dir
}

/** A PostgreSQL connection to the database of `url`, closed after `query`. */
async function withPostgres<T>(url: string, query: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await query(client)
  } finally {
    await client.end()
  }
}

/** A new, empty target: a data folder and, on PostgreSQL, a new database on the test server. */
async function emptyTarget(): Promise<Target> {
  const dataDir = tempDir('restore')
  if (!postgres) return { dataDir, databaseUrl: '' }
  const name = `acu_restore_${process.pid}_${databases.length}`
  await withPostgres(original.databaseUrl, (c) => c.query(`CREATE DATABASE ${name}`))
  databases.push(name)
  const url = new URL(original.databaseUrl)
  url.pathname = `/${name}`
  return { dataDir, databaseUrl: url.href }
}

/** Runs one of the scripts with the project's environment pointed at `target`; what it printed, and its exit code. */
function run(script: string, args: string[], target: Target) {
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [script, ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 240_000,
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl },
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

/** Empties a target this test made (never the seeded one), for another attempt. */
async function clear(target: Target) {
  if (target.dataDir === original.dataDir) throw new Error('the seeded database is never cleared')
  for (const name of fs.readdirSync(target.dataDir)) fs.rmSync(path.join(target.dataDir, name), { recursive: true })
  if (!postgres) return
  const name = new URL(target.databaseUrl).pathname.slice(1)
  await withPostgres(original.databaseUrl, async (c) => {
    await c.query(`DROP DATABASE ${name} WITH (FORCE)`)
    await c.query(`CREATE DATABASE ${name}`)
  })
}

/**
 * Restores to the end: a tsx process now and then ends early on its own with exit code 1
 * (docs/decisions/0006-scripts-prove-they-finished.md); it is then run again into the emptied
 * target, as `npm start` and the test setup retry their steps. A refusal (2) or success (0) stands.
 */
async function restore(archivePath: string, target: Target) {
  for (let attempt = 1; ; attempt++) {
    const result = run('scripts/restore.ts', [archivePath], target)
    if (result.status !== 1 || attempt === 3) return result
    await clear(target)
  }
}

/** Every row of every table (sorted, as JSON), whatever the collection: what a restore must bring back. */
async function tableRows(target: Target): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {}
  const add = (table: string, rows: object[]) => (tables[table] = rows.map((r) => JSON.stringify(r)).sort())
  if (postgres) {
    await withPostgres(target.databaseUrl, async (c) => {
      const { rows } = await c.query<{ name: string }>(
        "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'",
      )
      for (const { name } of rows) add(name, (await c.query(`SELECT * FROM "${name}"`)).rows)
      // The sequences too: a restored database must hand out new ids after the old ones.
      const sequences = await c.query("SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public'")
      add('(sequences)', sequences.rows)
    })
    return tables
  }
  const client = createClient({ url: `file:${path.join(target.dataDir, 'site.db')}` })
  try {
    const schema = await client.execute(
      "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_stat%'",
    )
    add(
      '(schema)',
      schema.rows.map((r) => ({ ...r })),
    )
    for (const row of schema.rows.filter((r) => r.type === 'table'))
      add(
        String(row.name),
        (await client.execute(`SELECT * FROM "${row.name}"`)).rows.map((r) => ({ ...r })),
      )
  } finally {
    client.close()
  }
  return tables
}

/** sha256 of every upload on disk, by its path under the data folder. */
function uploadSums(dataDir: string): Record<string, string> {
  const sums: Record<string, string> = {}
  for (const folder of ['media', 'documents']) {
    const dir = path.join(dataDir, folder)
    if (!fs.existsSync(dir)) continue
    for (const name of fs.readdirSync(dir, { recursive: true }) as string[]) {
      const file = path.join(dir, name)
      if (fs.statSync(file).isFile())
        sums[`${folder}/${name}`] = createHash('sha256').update(fs.readFileSync(file)).digest('hex')
    }
  }
  return sums
}

const state = async (target: Target) => ({ tables: await tableRows(target), uploads: uploadSums(target.dataDir) })

/** The target holds nothing: no database file or tables, no uploads. */
async function isEmpty(target: Target): Promise<boolean> {
  const uploads = Object.keys(uploadSums(target.dataDir)).length
  if (!postgres) return uploads === 0 && !fs.existsSync(path.join(target.dataDir, 'site.db'))
  const tables = await withPostgres(target.databaseUrl, (c) =>
    c.query("SELECT 1 FROM information_schema.tables WHERE table_schema = 'public'"),
  )
  return uploads === 0 && tables.rowCount === 0
}

/** A copy of the archive, unpacked, changed by `change` in its folder, and packed again. */
async function repack(archive: string, change: (dir: string) => void): Promise<string> {
  const dir = tempDir('repack')
  await extract({ file: archive, cwd: dir })
  change(dir)
  const entries = ['manifest.json', ...(fs.readdirSync(dir, { recursive: true }) as string[])]
  const files = [...new Set(entries)].filter((name) => fs.statSync(path.join(dir, name)).isFile())
  const copy = path.join(tempDir('archive'), 'acu-backup-changed.tar.gz')
  await create({ file: copy, gzip: true, cwd: dir }, files)
  return copy
}

const editManifest = (dir: string, edit: (manifest: { database: Record<string, unknown> }) => void) => {
  const file = path.join(dir, 'manifest.json')
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'))
  edit(manifest)
  fs.writeFileSync(file, JSON.stringify(manifest))
}

const OLDER = ['acu-backup-20000101T000000000Z.tar.gz', 'acu-backup-20010101T000000000Z.tar.gz']
let atBackup: Awaited<ReturnType<typeof state>>
let backupDir: string
let archive: string
let backupRun: ReturnType<typeof run>

beforeAll(async () => {
  atBackup = await state(original)
  backupDir = tempDir('backups')
  // Two older archives (by name, which is by time) and a file that is not an archive, for --keep.
  for (const name of [...OLDER, 'notes.txt']) fs.writeFileSync(path.join(backupDir, name), 'not a real archive')
  for (let attempt = 1; ; attempt++) {
    backupRun = run('scripts/backup.ts', ['--out', backupDir, '--keep', '2'], original)
    if (backupRun.status !== 1 || attempt === 3) break
    // Ended early on its own (see restore above): another attempt, without its hidden work files.
    for (const name of fs.readdirSync(backupDir).filter((n) => n.startsWith('.')))
      fs.rmSync(path.join(backupDir, name), { recursive: true })
  }
  const written = fs.readdirSync(backupDir).filter((n) => /^acu-backup-.*\.tar\.gz$/.test(n) && !OLDER.includes(n))
  archive = path.join(backupDir, written[0] ?? 'none')
}, 300_000)

afterAll(async () => {
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true })
  if (databases.length)
    await withPostgres(original.databaseUrl, async (c) => {
      for (const name of databases) await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    })
})

describe('npm run backup', () => {
  it('writes one archive of the database and every upload, and changes nothing', async () => {
    expect(backupRun.status, backupRun.output).toBe(0)
    expect(path.basename(archive)).toMatch(/^acu-backup-\d{8}T\d{9}Z\.tar\.gz$/)
    const names: string[] = []
    await list({ file: archive, onReadEntry: (entry) => void names.push(entry.path) })
    const dump = postgres ? 'database.pgdump' : 'database.sqlite'
    const uploads = Object.keys(atBackup.uploads).map((name) => `uploads/${name}`)
    expect(uploads.length).toBeGreaterThan(10)
    expect(names.sort()).toEqual(['manifest.json', dump, ...uploads].sort())
    expect(await state(original)).toEqual(atBackup)
  })

  it('describes the archive in its manifest: database, last migration, counts, checksums', async () => {
    const dir = tempDir('manifest')
    await extract({ file: archive, cwd: dir, filter: (name) => name === 'manifest.json' })
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'))
    const code = (postgres ? postgresMigrations : sqliteMigrations).map((m) => m.name)
    expect(manifest.format).toBe(1)
    expect(manifest.app.version).toBe(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version)
    expect(manifest.database).toMatchObject({ kind: postgres ? 'postgres' : 'sqlite', lastMigration: code.at(-1) })
    const payload = await payloadClient()
    const slugs = payload.config.collections.map((c) => c.slug)
    expect(Object.keys(manifest.counts).sort()).toEqual([...slugs].sort())
    for (const collection of slugs)
      expect(manifest.counts[collection], collection).toBe((await payload.count({ collection })).totalDocs)
    expect(manifest.counts.news).toBeGreaterThan(0)
    for (const [name, sum] of Object.entries(atBackup.uploads))
      expect(manifest.files[`uploads/${name}`], name).toBe(sum)
    expect(manifest.uploads).toEqual({ in: 'archive' })
  })

  it('with --keep 2 leaves the two newest archives and other files alone', () => {
    expect(backupRun.status, backupRun.output).toBe(0)
    expect(fs.readdirSync(backupDir).sort()).toEqual([OLDER[1], path.basename(archive), 'notes.txt'].sort())
  })
})

describe('npm run restore', () => {
  let first: Target
  let changed: Awaited<ReturnType<typeof state>>

  it('brings the archive into an empty target: every table, row and upload as at the backup', async () => {
    first = await emptyTarget()
    const restored = await restore(archive, first)
    expect(restored.status, restored.output).toBe(0)
    expect(restored.output).toContain('every collection has the documents the archive says it had')
    expect(await state(first)).toEqual(atBackup)
  }, 240_000)

  it('brings the same content back again after the first copy was changed', async () => {
    const sql = [
      "UPDATE news SET title = 'Changed after the restore' WHERE id = (SELECT min(id) FROM news)",
      'DELETE FROM calendar_entries WHERE id = (SELECT max(id) FROM calendar_entries)',
    ]
    if (postgres) await withPostgres(first.databaseUrl, async (c) => void (await c.query(sql.join(';'))))
    else {
      const client = createClient({ url: `file:${path.join(first.dataDir, 'site.db')}` })
      await client.executeMultiple(sql.join(';'))
      client.close()
    }
    fs.rmSync(path.join(first.dataDir, Object.keys(atBackup.uploads)[0]))
    changed = await state(first)
    expect(changed.tables.news).not.toEqual(atBackup.tables.news)
    expect(changed.tables.calendar_entries).toHaveLength(atBackup.tables.calendar_entries.length - 1)
    expect(Object.keys(changed.uploads)).toHaveLength(Object.keys(atBackup.uploads).length - 1)

    const second = await emptyTarget()
    const restored = await restore(archive, second)
    expect(restored.status, restored.output).toBe(0)
    expect(await state(second)).toEqual(atBackup)
  }, 240_000)

  it('refuses a target that is not empty, and leaves it as it was', async () => {
    const refused = await restore(archive, first)
    expect(refused.status, refused.output).toBe(2)
    expect(refused.output).toContain('Refusing to restore: the target is not empty')
    expect(refused.output).toMatch(postgres ? /already has \d+ tables in schema public/ : /site\.db already exists/)
    expect(refused.output).toContain(`${path.join(first.dataDir, 'media')} is not empty`)
    expect(await state(first)).toEqual(changed)
  }, 120_000)

  describe('refuses an archive that does not fit, before writing anything', () => {
    let target: Target
    beforeAll(async () => {
      target = await emptyTarget()
    })

    it('one whose files do not match their checksums', async () => {
      const upload = `uploads/${Object.keys(atBackup.uploads)[0]}`
      const dump = postgres ? 'database.pgdump' : 'database.sqlite'
      const damaged = await repack(archive, (dir) => {
        fs.appendFileSync(path.join(dir, upload), 'x')
        const bytes = fs.readFileSync(path.join(dir, dump))
        bytes[Math.floor(bytes.length / 2)] ^= 0xff
        fs.writeFileSync(path.join(dir, dump), bytes)
      })
      const refused = await restore(damaged, target)
      expect(refused.status, refused.output).toBe(2)
      expect(refused.output).toContain(`${upload} does not match its checksum`)
      expect(refused.output).toContain(`${dump} does not match its checksum`)
      expect(await isEmpty(target)).toBe(true)
    }, 120_000)

    it('one whose schema is newer than the code (a migration the code does not have)', async () => {
      const newer = await repack(archive, (dir) =>
        editManifest(dir, (m) => void (m.database.lastMigration = '29991231_235959_from_a_newer_site')),
      )
      const refused = await restore(newer, target)
      expect(refused.status, refused.output).toBe(2)
      expect(refused.output).toContain('migration 29991231_235959_from_a_newer_site, which this code does not have')
      expect(await isEmpty(target)).toBe(true)
    }, 120_000)

    it('one of another kind of database', async () => {
      const other = await repack(archive, (dir) =>
        editManifest(dir, (m) => void (m.database.kind = postgres ? 'sqlite' : 'postgres')),
      )
      const refused = await restore(other, target)
      expect(refused.status, refused.output).toBe(2)
      expect(refused.output).toContain(`database and the target is ${postgres ? 'postgres' : 'sqlite'}`)
      expect(await isEmpty(target)).toBe(true)
    }, 120_000)
  })
})
