import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { s3Storage } from '@payloadcms/storage-s3'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { collections } from './collections'
import { redirects } from './collections/redirects'
import { SearchIndex } from './collections/search-index'
import { emailAdapter } from './email'
import { bulkEndpoints } from './endpoints/bulk-import'
import { visitEndpoints } from './endpoints/visits'
import { env } from './env'
import { globals } from './globals'
import { tidyErrorAnswers, withGlobalRestGuards, withRestGuards } from './hooks/rest-guards'
import { auditTrail } from './hooks/audit-trail'
import { withLinkCheck } from './hooks/link-check'
import { withSearchIndex } from './hooks/search-index'
import { withSlugRedirects } from './hooks/slug-redirects'
import { jobs } from './jobs/scheduled-publishing'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Each database keeps its own migrations: the SQL differs.
const db =
  env.database.kind === 'postgres'
    ? postgresAdapter({
        pool: { connectionString: env.database.url, connectionTimeoutMillis: 5000 },
        migrationDir: path.resolve(dirname, 'migrations/postgres'),
        // Never pushed, under `next dev` too: the migrations make every database (decision 3).
        push: false,
      })
    : sqliteAdapter({
        client: { url: env.database.url },
        // A write waits up to 10 s for another connection's lock (a backup's or a copy's read, another
        // process's write) instead of failing at once with SQLITE_BUSY: an editor's save once failed so.
        busyTimeout: 10_000,
        migrationDir: path.resolve(dirname, 'migrations/sqlite'),
        // Never pushed, under `next dev` too: the migrations make every database (decision 3).
        push: false,
      })

/**
 * The origins whose requests may use the admin's session cookie. A request from any other origin (a
 * same-site subdomain included) is treated as signed out. Without PUBLIC_URL the site is assumed to be
 * served on this machine, as `npm start` does.
 */
const trustedOrigins = env.publicUrl
  ? [env.publicUrl]
  : [`http://localhost:${env.port}`, `http://127.0.0.1:${env.port}`]

/**
 * Uploads on S3-compatible object storage when configured (docs/decisions/0011). The plugin is always
 * present and switched by `enabled`, with a prefix always given, so the database columns it adds and
 * the admin's import map are the same with and without object storage. Files are still served through
 * Payload's own file route (`/api/<collection>/file/<name>`), so addresses and access rules do not change.
 */
const storage = env.objectStorage
// The newest storage adapter (3.90.1) trails the other Payload packages (3.90.2) by a patch release.
// package.json's overrides make it use our single copy of payload and @payloadcms/ui, so the
// versions do agree at run time; Payload's start-up check, which runs outside production, reads the
// adapter's own version number instead and would report a mismatch on every start. Drop this line
// when the adapter catches up (`npm ls payload @payloadcms/ui` must still show one copy of each).
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'
const objectStorage = s3Storage({
  enabled: Boolean(storage),
  alwaysInsertFields: true,
  bucket: storage?.bucket ?? '',
  config: storage
    ? {
        region: storage.region,
        endpoint: storage.endpoint,
        // Another service than Amazon's (MinIO, Ceph, R2, …) is addressed by path (<endpoint>/<bucket>/<key>),
        // and sent the integrity checksums S3 requires only: not all of them read the SDK's newer ones.
        forcePathStyle: Boolean(storage.endpoint),
        ...(storage.endpoint
          ? {
              requestChecksumCalculation: 'WHEN_REQUIRED' as const,
              responseChecksumValidation: 'WHEN_REQUIRED' as const,
            }
          : {}),
        credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey },
      }
    : {},
  collections: { media: { prefix: storage?.prefix ?? '' }, documents: { prefix: storage?.prefix ?? '' } },
})

export default buildConfig({
  serverURL: env.publicUrl ?? '',
  csrf: trustedOrigins,
  admin: {
    user: 'users',
    importMap: { baseDir: path.resolve(dirname) },
    meta: { titleSuffix: ' · Website admin' },
    // Payload's default shows each editor's Gravatar: their address's hash sent to a third party on every
    // page of the admin. The plain avatar keeps it here (and keeps the admin's CSP to this origin).
    avatar: 'default',
    // Says so while e-mail is off (src/email.ts).
    components: {
      beforeDashboard: ['/components/admin/email-status#EmailOffNotice'],
      beforeLogin: ['/components/admin/email-status#EmailOffNotice'],
      // Bulk import and export of fees, the calendar and staff from a spreadsheet (src/endpoints/bulk-import.ts).
      // The visits the site counted, for editors and admins (src/components/admin/visits-view.tsx).
      afterNavLinks: [
        '/components/admin/bulk-import-view#BulkImportNavLink',
        '/components/admin/visits-view#VisitsNavLink',
      ],
      views: {
        bulkImport: { Component: '/components/admin/bulk-import-view#BulkImportView', path: '/bulk-import' },
        visits: { Component: '/components/admin/visits-view#VisitsView', path: '/visits' },
      },
    },
  },
  // The site search's index, and the hooks that keep it in step with the collections it covers; the
  // redirects a renamed page leaves behind; links in rich text that lead nowhere refused.
  collections: withSearchIndex([...collections, SearchIndex])
    .map(withSlugRedirects)
    .map(withLinkCheck)
    .map(withRestGuards),
  globals: globals.map(withGlobalRestGuards),
  hooks: { afterError: [tidyErrorAnswers] },
  // Scheduled publishing (src/jobs/scheduled-publishing.ts); bulk import and export (src/endpoints/bulk-import.ts);
  // the visits dashboard's CSV and redirects (src/endpoints/visits.ts).
  jobs,
  endpoints: [...bulkEndpoints, ...visitEndpoints],
  db,
  email: emailAdapter,
  editor: lexicalEditor(),
  secret: env.payloadSecret,
  sharp,
  graphQL: { disable: true },
  upload: { limits: { fileSize: 20_000_000 } },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  // The audit trail last, so it also covers the collections the other plugins add.
  plugins: [objectStorage, redirects, auditTrail],
  telemetry: false,
})
