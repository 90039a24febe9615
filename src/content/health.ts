import '@/server-only'

import fs from 'node:fs/promises'
import path from 'node:path'

import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'

import { env } from '@/env'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { pendingMigrations, readiness, timedCheck, type Readiness } from '@/lib/readiness'

import { payloadClient } from './payload'

/** How long each check may take before the instance counts as not ready: a proxy asks every few seconds. */
const CHECK_LIMIT_MS = 2_000

const knownMigrations = (env.database.kind === 'postgres' ? postgresMigrations : sqliteMigrations).map((m) => m.name)

/** The database answers, and (SQLite) its file is still where the site opened it. */
async function checkDatabase() {
  if (env.database.kind === 'sqlite') {
    // A moved or deleted file still answers reads through the open connection, but no write lands.
    const stat = await fs.stat(env.database.file).catch(() => null)
    if (!stat?.isFile()) throw new Error('the database file is missing')
  }
  const payload = await payloadClient()
  await payload.count({ collection: 'payload-migrations' })
}

/** Every migration the code has is applied. */
async function checkMigrations() {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'payload-migrations', pagination: false, depth: 0 })
  const pending = pendingMigrations(
    knownMigrations,
    docs.map((doc) => String(doc.name)),
  )
  if (pending.length) throw new Error(`${pending.length} migration(s) not applied, the first ${pending[0]}`)
}

/** Uploads can be read and written: their folders on disk, or the bucket. */
async function checkStorage() {
  const storage = env.objectStorage
  if (storage) {
    const client = new S3Client({
      region: storage.region,
      endpoint: storage.endpoint,
      forcePathStyle: Boolean(storage.endpoint),
      credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey },
    })
    try {
      await client.send(new HeadBucketCommand({ Bucket: storage.bucket }))
    } finally {
      client.destroy()
    }
    return
  }
  for (const dir of [env.mediaDir, path.join(env.dataDir, 'documents')]) {
    // A folder not made yet is made by the first upload; the data folder must then be writable.
    const target = await fs.stat(dir).then(
      () => dir,
      () => env.dataDir,
    )
    await fs.access(target, fs.constants.R_OK | fs.constants.W_OK).catch(() => {
      throw new Error(`${path.basename(target)} folder is not writable`)
    })
  }
}

/** Whether this instance can serve visitors: the database, its migrations and the uploads' storage. */
export async function getReadiness(): Promise<Readiness> {
  const [database, migrations, storage] = await Promise.all([
    timedCheck(checkDatabase, CHECK_LIMIT_MS),
    timedCheck(checkMigrations, CHECK_LIMIT_MS),
    timedCheck(checkStorage, CHECK_LIMIT_MS),
  ])
  return readiness({ database, migrations, storage })
}
