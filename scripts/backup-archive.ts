/**
 * What `npm run backup` (scripts/backup.ts) and `npm run restore` (scripts/restore.ts) share: the
 * archive's layout and manifest, checksums, the code's migrations, what a database holds, and the
 * PostgreSQL tools (docs/decisions/0020-backup-archives.md).
 *
 * An archive is one .tar.gz:
 *   manifest.json                 what the archive holds (Manifest below), with a sha256 of every other file
 *   database.sqlite               SQLite: a copy made with VACUUM INTO
 *   database.pgdump               PostgreSQL: pg_dump --format=custom
 *   uploads/media/…               the uploads on disk, as $DATA_DIR/media and $DATA_DIR/documents hold them
 *   uploads/documents/…
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { list } from 'tar'
import { z } from 'zod'

import type { Database } from '../src/env'
import { migrations as postgresMigrations } from '../src/migrations/postgres/index'
import { migrations as sqliteMigrations } from '../src/migrations/sqlite/index'

/** Raise it when an archive's layout changes in a way older code cannot read. */
export const FORMAT_VERSION = 1
export const MANIFEST = 'manifest.json'
/** The folders of $DATA_DIR that hold uploads when they are on disk (src/collections/media.ts, documents.ts). */
export const UPLOAD_DIRS = ['media', 'documents'] as const
export const UPLOADS = 'uploads'

export const dumpName = (kind: Database['kind']) => (kind === 'sqlite' ? 'database.sqlite' : 'database.pgdump')

/** A path an archive may hold besides the manifest: the dump, or a file in one of the upload folders. */
const ARCHIVE_PATH = /^(database\.sqlite|database\.pgdump|uploads\/(media|documents)(\/[^/]+)+)$/

const manifestSchema = z.object({
  format: z.number().int(),
  app: z.object({ name: z.string(), version: z.string() }),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['sqlite', 'postgres']),
    file: z.string(),
    /** The newest migration applied to the database, by name; null if it had none. */
    lastMigration: z.string().nullable(),
  }),
  /** Documents per collection (every collection of the config, Payload's own included). */
  counts: z.record(z.string(), z.number().int()),
  uploads: z.discriminatedUnion('in', [
    z.object({ in: z.literal('archive') }),
    z.object({ in: z.literal('bucket'), bucket: z.string(), prefix: z.string(), note: z.string() }),
  ]),
  /** sha256 (hex) of every file in the archive but the manifest, by its path in the archive. */
  files: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)),
})
export type Manifest = z.infer<typeof manifestSchema>

/** Names sort in time order, so retention can go by name; milliseconds keep two quick backups apart. */
export function archiveName(at: Date): string {
  return `acu-backup-${at.toISOString().replace(/[-:.]/g, '')}.tar.gz`
}
export const ARCHIVE_NAME = /^acu-backup-\d{8}T\d{9}Z\.tar\.gz$/

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** The plain files under `dir`, as sorted paths relative to it; none when it does not exist. */
export function listFiles(dir: string, under = ''): string[] {
  if (!fs.existsSync(dir)) return []
  const files: string[] = []
  for (const entry of fs.readdirSync(path.join(dir, under), { withFileTypes: true })) {
    const relative = path.join(under, entry.name)
    if (entry.isDirectory()) files.push(...listFiles(dir, relative))
    else if (entry.isFile()) files.push(relative)
  }
  return files.sort()
}

/** The uploads in a data folder: where each is on disk, and its path in an archive. */
export function uploadFiles(dataDir: string): { disk: string; archived: string }[] {
  return UPLOAD_DIRS.flatMap((folder) =>
    listFiles(path.join(dataDir, folder)).map((file) => ({
      disk: path.join(dataDir, folder, file),
      archived: path.posix.join(UPLOADS, folder, ...file.split(path.sep)),
    })),
  )
}

/** The migrations this code has for a database, in order (what Payload applies: src/migrations/<kind>/index.ts). */
export function codeMigrations(kind: Database['kind']): string[] {
  return (kind === 'sqlite' ? sqliteMigrations : postgresMigrations).map((m) => m.name)
}

export type Inventory = { lastMigration: string | null; counts: Record<string, number> }

/** What a database holds: the documents of every collection, and the newest migration applied. */
export async function inventory(payload: Payload): Promise<Inventory> {
  const counts: Record<string, number> = {}
  for (const { slug } of payload.config.collections)
    counts[slug] = (await payload.count({ collection: slug, overrideAccess: true })).totalDocs
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  // Names start with their creation time (YYYYMMDD_HHMMSS_…), so the newest sorts last. "dev" marks a
  // schema pushed by `next dev`, not a migration.
  const names = docs.map((d) => d.name ?? '').filter((name) => name && name !== 'dev')
  return { lastMigration: names.sort().at(-1) ?? null, counts }
}

export type ArchiveContents = {
  /** The manifest as read, or why it could not be. */
  manifest: Manifest | string
  /** sha256 of every plain file in the archive, by path. */
  sums: Map<string, string>
  /** Entries that are not plain files or folders (links, devices): never restored. */
  strange: string[]
}

/** Reads an archive through once, hashing every file, without writing anything. */
export async function readArchive(file: string): Promise<ArchiveContents> {
  const sums = new Map<string, string>()
  const strange: string[] = []
  let manifestText: string | undefined
  const pending: Promise<void>[] = []
  await list({
    file,
    strict: true,
    onReadEntry: (entry) => {
      if (entry.type === 'Directory') return
      if (entry.type !== 'File') return void strange.push(entry.path)
      const hash = createHash('sha256')
      const chunks: Buffer[] = []
      entry.on('data', (chunk: Buffer) => {
        hash.update(chunk)
        if (entry.path === MANIFEST) chunks.push(chunk)
      })
      pending.push(
        new Promise((resolve) =>
          entry.on('end', () => {
            sums.set(entry.path, hash.digest('hex'))
            if (entry.path === MANIFEST) manifestText = Buffer.concat(chunks).toString('utf8')
            resolve()
          }),
        ),
      )
    },
  })
  await Promise.all(pending)
  return { manifest: parseManifest(manifestText), sums, strange }
}

function parseManifest(text: string | undefined): Manifest | string {
  if (text === undefined) return `it has no ${MANIFEST}: not a backup archive`
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return `its ${MANIFEST} is not JSON`
  }
  const format = (json as { format?: unknown })?.format
  if (typeof format === 'number' && format > FORMAT_VERSION)
    return `it was made by a newer backup (format ${format}); this code reads format ${FORMAT_VERSION}`
  const parsed = manifestSchema.safeParse(json)
  if (!parsed.success) return `its ${MANIFEST} is not one this code wrote: ${parsed.error.issues[0]?.message}`
  return parsed.data
}

/** Every file the manifest names is there with its checksum, and nothing else is. */
export function checksumProblems(contents: ArchiveContents, manifest: Manifest): string[] {
  const problems = contents.strange.map((p) => `it holds ${p}, which is not a plain file`)
  for (const [name, sum] of Object.entries(manifest.files)) {
    const actual = contents.sums.get(name)
    if (!ARCHIVE_PATH.test(name) || name.split('/').includes('..'))
      problems.push(`its manifest names ${name}, which is no file a backup writes`)
    else if (actual === undefined) problems.push(`${name} is missing`)
    else if (actual !== sum) problems.push(`${name} does not match its checksum (damaged or changed since the backup)`)
  }
  for (const name of contents.sums.keys())
    if (name !== MANIFEST && !Object.hasOwn(manifest.files, name))
      problems.push(`it holds ${name}, which its manifest does not list`)
  if (!Object.hasOwn(manifest.files, manifest.database.file)) problems.push('it holds no database')
  return problems
}

/**
 * Everything that makes an archive unfit for this code and this target: damaged or extra files, another
 * kind of database, or a schema newer than the code (a migration the code does not have).
 */
export function archiveProblems(contents: ArchiveContents, kind: Database['kind'], migrations: string[]): string[] {
  const { manifest } = contents
  if (typeof manifest === 'string') return [manifest]
  const problems = checksumProblems(contents, manifest)
  if (manifest.database.kind !== kind)
    problems.push(`it holds a ${manifest.database.kind} database and the target is ${kind}`)
  else if (manifest.database.lastMigration !== null && !migrations.includes(manifest.database.lastMigration))
    problems.push(
      `its database has migration ${manifest.database.lastMigration}, which this code does not have: the archive is ` +
        'newer than the code; restore it with the version of the site that made it, or a newer one',
    )
  return problems
}

/**
 * A PostgreSQL program (pg_dump, pg_restore): the newest installed under /usr/lib/postgresql, else the
 * one on PATH. pg_dump must be at least as new as the server, so the newest is the safest choice.
 */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const base = '/usr/lib/postgresql'
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => fs.existsSync(path.join(base, v, 'bin', name)))
        .sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b))
    : []
  return versions.length ? path.join(base, versions.at(-1)!, 'bin', name) : name
}

/** A PostgreSQL URL to name in messages: host, port and database, never the password. */
export function describePostgres(url: string): string {
  const u = new URL(url)
  return `${u.pathname.slice(1) || '(default)'} on ${u.hostname}${u.port ? `:${u.port}` : ''}`
}

/** The site's package name and version, for the manifest. */
export function appPackage(root: string): { name: string; version: string } {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { name: string; version: string }
  return { name: pkg.name, version: pkg.version }
}
