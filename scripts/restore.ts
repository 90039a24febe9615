/**
 * `npm run restore -- <archive>`: brings an archive of `npm run backup` into an EMPTY target, the
 * database and data folder this environment names (DATABASE_URL, DATA_DIR), e.g. on a new server.
 *
 * Before writing anything it refuses a target that already has content (a restore never merges into
 * or overwrites a site) and an archive that does not fit: a file that fails its checksum, another kind
 * of database, or a schema newer than this code. Afterwards it counts the documents of every
 * collection and compares them with the manifest.
 *
 * Exit codes, as scripts/migrate.ts: 0 done; 1 the process ended early on its own; 2 a real failure
 * or a refusal, printed.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { getPayload } from 'payload'
import { extract, type ReadEntry } from 'tar'

import { env } from '../src/env'
import config from '../src/payload.config'
import {
  UPLOAD_DIRS,
  UPLOADS,
  archiveProblems,
  codeMigrations,
  describePostgres,
  inventory,
  postgresTool,
  readArchive,
  type Manifest,
} from './backup-archive'

// Stays 1 if the process ends before main() settles: a silent early end never looks like success.
process.exitCode = 1
// As `npm start` runs its steps: outside production, Payload's start-up also runs `payload generate:types` in
// the background, rewriting the code's src/payload-types.ts (read-only on a server).
Object.assign(process.env, { NODE_ENV: 'production' })

class Refusal extends Error {}

/** Why the target is not empty, if it is not: the database file or tables, or uploads on disk. */
async function targetProblems(): Promise<string[]> {
  const db = env.database
  const problems: string[] = []
  if (db.kind === 'sqlite') {
    // A -wal or -journal left beside a missing database would be played into the restored one.
    for (const file of [db.file, `${db.file}-wal`, `${db.file}-journal`])
      if (fs.existsSync(file)) problems.push(`${path.resolve(file)} already exists`)
  } else {
    const client = new pg.Client({ connectionString: db.url, connectionTimeoutMillis: 5000 })
    await client.connect()
    try {
      const { rows } = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'",
      )
      if (rows[0].n > 0)
        problems.push(`the database ${describePostgres(db.url)} already has ${rows[0].n} tables in schema public`)
    } finally {
      await client.end()
    }
  }
  for (const folder of UPLOAD_DIRS) {
    const dir = path.join(env.dataDir, folder)
    if (fs.existsSync(dir) && fs.readdirSync(dir).length) problems.push(`${dir} is not empty`)
  }
  return problems
}

/** Reads the whole archive and checks it against this code and target before anything is written. */
async function checkedManifest(archive: string): Promise<Manifest> {
  const contents = await readArchive(archive).catch((error: Error) => {
    throw new Refusal(`Refusing to restore ${archive}: it cannot be read as a .tar.gz (${error.message})`)
  })
  const kind = env.database.kind
  const problems = archiveProblems(contents, kind, codeMigrations(kind))
  if (problems.length || typeof contents.manifest === 'string')
    throw new Refusal(`Refusing to restore ${archive}:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  return contents.manifest
}

/** Unpacks only plain files the manifest lists (checked above): never a link, never anything else. */
const listed =
  (manifest: Manifest, keep: (name: string) => boolean) =>
  (name: string, entry: fs.Stats | ReadEntry): boolean =>
    'type' in entry && entry.type === 'File' && Object.hasOwn(manifest.files, name) && keep(name)

/** Puts the database in place: the SQLite file renamed into place whole, or pg_restore into the empty database. */
async function restoreDatabase(archive: string, manifest: Manifest): Promise<void> {
  const db = env.database
  // Unpacked beside the target, so SQLite's file arrives with one rename and never half-written.
  const near = db.kind === 'sqlite' ? path.dirname(path.resolve(db.file)) : env.dataDir
  fs.mkdirSync(near, { recursive: true })
  const staging = fs.mkdtempSync(path.join(near, '.acu-restore-'))
  try {
    const dump = manifest.database.file
    await extract({
      file: archive,
      cwd: staging,
      preserveOwner: false,
      filter: listed(manifest, (name) => name === dump),
    })
    if (db.kind === 'sqlite') return fs.renameSync(path.join(staging, dump), db.file)
    // One transaction: a dump that fails halfway leaves the database empty, ready for another try.
    const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${db.url}`]
    const result = spawnSync(postgresTool('pg_restore'), [...args, path.join(staging, dump)], {
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    if (result.status !== 0) throw new Error(`pg_restore failed (exit ${result.status ?? result.signal})`)
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

/** Unpacks uploads/media and uploads/documents into $DATA_DIR/media and $DATA_DIR/documents. */
async function restoreUploads(archive: string, manifest: Manifest): Promise<number> {
  const uploads = (name: string) => name.startsWith(`${UPLOADS}/`)
  await extract({ file: archive, cwd: env.dataDir, strip: 1, preserveOwner: false, filter: listed(manifest, uploads) })
  if (manifest.uploads.in === 'bucket') console.log(`  ${manifest.uploads.note}`)
  else if (env.objectStorage)
    console.log(
      '  This site keeps uploads in S3_BUCKET: copy $DATA_DIR/media and $DATA_DIR/documents into the bucket ' +
        '(deploy/README.md, "Uploads already on disk are not moved").',
    )
  return Object.keys(manifest.files).filter(uploads).length
}

/** Counts every collection of the restored database and sets it beside the manifest's counts. */
async function compareCounts(manifest: Manifest): Promise<boolean> {
  const payload = await getPayload({ config, disableOnInit: true })
  const restored = await inventory(payload)
  const slugs = [...new Set([...Object.keys(manifest.counts), ...Object.keys(restored.counts)])]
  const width = Math.max(...slugs.map((s) => s.length))
  console.log(`\n  ${'collection'.padEnd(width)}  archive  restored`)
  let same = restored.lastMigration === manifest.database.lastMigration
  for (const slug of slugs) {
    const [was, now] = [manifest.counts[slug], restored.counts[slug]]
    if (was !== now) same = false
    console.log(`  ${slug.padEnd(width)}  ${String(was ?? '-').padStart(7)}  ${String(now ?? '-').padStart(8)}`)
  }
  console.log(`  last migration: ${restored.lastMigration ?? 'none'}`)
  return same
}

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  if (args.length !== 1 || args[0].startsWith('-') || !fs.statSync(args[0], { throwIfNoEntry: false })?.isFile()) {
    console.error('Use: npm run restore -- <archive.tar.gz> (an archive written by npm run backup)')
    return 2
  }
  const archive = path.resolve(args[0])
  const notEmpty = await targetProblems()
  if (notEmpty.length)
    throw new Refusal(
      `Refusing to restore: the target is not empty; a restore only fills an empty database and data folder.\n` +
        notEmpty.map((p) => `  - ${p}`).join('\n'),
    )
  console.log(`▸ Checking ${archive}`)
  const manifest = await checkedManifest(archive)
  console.log(`▸ Restoring the ${manifest.database.kind} database (backup of ${manifest.createdAt})`)
  await restoreDatabase(archive, manifest)
  console.log('▸ Restoring the uploads')
  console.log(`  ${await restoreUploads(archive, manifest)} files`)
  // `npm start` rebuilds when this changes: its prerendered pages must show the restored content.
  fs.writeFileSync(path.join(env.dataDir, '.content-version'), new Date().toISOString())
  if (!(await compareCounts(manifest))) {
    console.error('\nRestored, but the counts above differ from the archive: check the database before serving it.')
    return 2
  }
  console.log('\nRestored: every collection has the documents the archive says it had.')
  return 0
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    if (error instanceof Refusal) console.error(error.message)
    else console.error('The restore failed:', error)
    process.exit(2)
  })
