/**
 * `npm run backup [-- --out DIR] [--keep N]`: writes one archive, acu-backup-<UTC time>.tar.gz, holding
 * the database, the uploads on disk and a manifest (scripts/backup-archive.ts), into DIR (default
 * $DATA_DIR/backups). The site may keep running: SQLite is copied with VACUUM INTO and PostgreSQL
 * dumped with pg_dump, both from one consistent moment. With --keep N only the newest N archives of
 * DIR are kept afterwards. Restore with `npm run restore -- <archive>` (scripts/restore.ts).
 *
 * Exit codes, as scripts/migrate.ts: 0 done; 1 the process ended early on its own (worth another
 * attempt); 2 a real failure, printed (a wrong option, a dump that failed, an archive that did not
 * read back as written).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { getPayload, type Payload } from 'payload'
import { create } from 'tar'

import { env } from '../src/env'
import config from '../src/payload.config'
import {
  ARCHIVE_NAME,
  FORMAT_VERSION,
  MANIFEST,
  UPLOAD_DIRS,
  UPLOADS,
  appPackage,
  archiveName,
  checksumProblems,
  codeMigrations,
  dumpName,
  inventory,
  postgresTool,
  readArchive,
  sha256File,
  uploadFiles,
  type Inventory,
  type Manifest,
} from './backup-archive'

// Stays 1 if the process ends before main() settles: a silent early end never looks like success.
process.exitCode = 1
// As `npm start` runs its steps: outside production, Payload's start-up also runs `payload generate:types` in
// the background, rewriting the code's src/payload-types.ts (read-only on a server).
Object.assign(process.env, { NODE_ENV: 'production' })

const root = path.resolve(import.meta.dirname, '..')

type Options = { out: string; keep?: number }

function parseOptions(argv: string[]): Options | string {
  const options: Options = { out: path.join(env.dataDir, 'backups') }
  for (let i = 0; i < argv.length; i += 2) {
    const [name, value] = [argv[i], argv[i + 1]]
    if (name === '--out' && value) options.out = path.resolve(value)
    else if (name === '--keep' && /^[1-9]\d{0,5}$/.test(value ?? '')) options.keep = Number(value)
    else return `Unknown or incomplete option ${name}. Use --out DIR and --keep N (N at least 1).`
  }
  return options
}

/** Copies the database into `file` as it is at one moment, while the site goes on using it. */
async function dumpDatabase(payload: Payload, file: string): Promise<void> {
  const db = env.database
  if (db.kind === 'sqlite') {
    // VACUUM INTO writes a compact copy from one read transaction, which the site's writes wait out (the
    // adapter's busyTimeout in src/payload.config.ts), and the copy never holds half a transaction, unlike
    // copying the file (and its -wal) by hand. Payload's adapter is typed generically; with SQLite it is
    // the libsql adapter, whose client is the open database.
    const { client } = payload.db as unknown as SQLiteAdapter
    await client.execute({ sql: 'VACUUM INTO ?', args: [file] })
    return
  }
  // pg_dump reads from one snapshot; the custom format is compressed and lets pg_restore pick and order.
  const result = spawnSync(postgresTool('pg_dump'), ['--format=custom', `--file=${file}`, `--dbname=${db.url}`], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  if (result.status !== 0) throw new Error(`pg_dump failed (exit ${result.status ?? result.signal})`)
}

const sameInventory = (a: Inventory, b: Inventory) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The dump and the counts of the manifest must describe the same content, but the counts are read
 * beside the dump, not from it. Reading them before and after and finding them equal shows no edit
 * came between; an edit saved meanwhile costs another dump.
 */
async function dumpSteadily(payload: Payload, file: string): Promise<Inventory> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const before = await inventory(payload)
    fs.rmSync(file, { force: true })
    await dumpDatabase(payload, file)
    const after = await inventory(payload)
    if (sameInventory(before, after)) return after
    console.log('  the content changed during the dump; dumping again')
  }
  throw new Error('The content kept changing during three dumps; try again when fewer edits are being saved.')
}

/** The manifest's note when uploads live in the bucket: the archive cannot restore them. */
function uploadsSection(): Manifest['uploads'] {
  const storage = env.objectStorage
  if (!storage) return { in: 'archive' }
  return {
    in: 'bucket',
    bucket: storage.bucket,
    prefix: storage.prefix,
    note: 'Uploads are in the S3 bucket and were not copied into this archive; back the bucket up on its own.',
  }
}

/** Writes the archive to a hidden name, reads it back through the restore's own checks, then names it. */
async function writeArchive(staging: string, manifest: Manifest, target: string): Promise<void> {
  fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
  // The uploads are archived from where they are, through links: a large media folder is never copied.
  fs.mkdirSync(path.join(staging, UPLOADS))
  for (const folder of UPLOAD_DIRS) fs.symlinkSync(path.join(env.dataDir, folder), path.join(staging, UPLOADS, folder))
  const partial = path.join(path.dirname(target), `.${path.basename(target)}.partial`)
  const entries = [MANIFEST, ...Object.keys(manifest.files)]
  await create({ file: partial, gzip: true, cwd: staging, follow: true, portable: true }, entries)
  // An upload replaced between its checksum and the archive would make an archive restore refuses:
  // find that now, not on the day it is needed.
  const contents = await readArchive(partial)
  const problems =
    typeof contents.manifest === 'string' ? [contents.manifest] : checksumProblems(contents, contents.manifest)
  if (problems.length) {
    fs.rmSync(partial, { force: true })
    throw new Error(`The archive did not read back as written: ${problems.join('; ')}`)
  }
  fs.renameSync(partial, target)
}

/** Keeps the newest `keep` archives of the folder (by name, which is by time); returns the ones removed. */
function prune(folder: string, keep: number): string[] {
  const archives = fs
    .readdirSync(folder)
    .filter((name) => ARCHIVE_NAME.test(name))
    .sort()
  const removed = archives.slice(0, Math.max(0, archives.length - keep))
  for (const name of removed) fs.rmSync(path.join(folder, name))
  return removed
}

async function backup(options: Options): Promise<string> {
  fs.mkdirSync(options.out, { recursive: true })
  const startedAt = new Date()
  const target = path.join(options.out, archiveName(startedAt))
  const staging = fs.mkdtempSync(path.join(options.out, '.acu-backup-'))
  try {
    const payload = await getPayload({ config, disableOnInit: true })
    const kind = env.database.kind
    const dump = dumpName(kind)
    console.log(`▸ Dumping the ${kind} database`)
    const { counts, lastMigration } = await dumpSteadily(payload, path.join(staging, dump))
    // Read the migration list too: a backup of a database newer than its code would not restore here.
    if (lastMigration && !codeMigrations(kind).includes(lastMigration))
      console.warn(`! The database has migration ${lastMigration}, which this code does not have.`)
    const uploads = env.objectStorage ? [] : uploadFiles(env.dataDir)
    console.log(`▸ Checksumming the dump and ${uploads.length} uploads`)
    const files: Record<string, string> = { [dump]: await sha256File(path.join(staging, dump)) }
    for (const upload of uploads) files[upload.archived] = await sha256File(upload.disk)
    const manifest: Manifest = {
      format: FORMAT_VERSION,
      app: appPackage(root),
      createdAt: startedAt.toISOString(),
      database: { kind, file: dump, lastMigration },
      counts,
      uploads: uploadsSection(),
      files,
    }
    console.log('▸ Writing the archive')
    await writeArchive(staging, manifest, target)
    if (manifest.uploads.in === 'bucket') console.log(`  ${manifest.uploads.note}`)
    return target
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2))
  if (typeof options === 'string') {
    console.error(options)
    return 2
  }
  const archive = await backup(options)
  const size = (fs.statSync(archive).size / 1e6).toFixed(1)
  console.log(`\nBackup written: ${archive} (${size} MB)`)
  if (options.keep) for (const name of prune(options.out, options.keep)) console.log(`  removed the older ${name}`)
  return 0
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error('The backup failed:', error)
    process.exit(2)
  })
