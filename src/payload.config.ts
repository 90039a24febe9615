import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { collections } from './collections'
import { env } from './env'
import { globals } from './globals'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Each database keeps its own migrations: the SQL differs.
const db =
  env.database.kind === 'postgres'
    ? postgresAdapter({
        pool: { connectionString: env.database.url, connectionTimeoutMillis: 5000 },
        migrationDir: path.resolve(dirname, 'migrations/postgres'),
        push: env.pushSchema,
      })
    : sqliteAdapter({
        client: { url: env.database.url },
        migrationDir: path.resolve(dirname, 'migrations/sqlite'),
        push: env.pushSchema,
      })

export default buildConfig({
  admin: {
    user: 'users',
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' · Website admin' },
  },
  collections,
  globals,
  db,
  editor: lexicalEditor(),
  secret: env.payloadSecret,
  sharp,
  graphQL: { disable: true },
  upload: { limits: { fileSize: 20_000_000 } },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
})
