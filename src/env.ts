/**
 * The environment, read and checked once at start-up. Everything else imports
 * `env` from here instead of reading `process.env`, so a bad setting fails
 * loudly at boot rather than halfway through a request.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { readSmtp } from './lib/smtp-settings'
import { readIntervalMs } from './lib/interval-setting.mjs'
import { readVisitSettings } from './lib/visit-settings.mjs'

class EnvError extends Error {
  constructor(message: string) {
    super(`Configuration error: ${message}`)
    this.name = 'EnvError'
  }
}

/** For the rules in src/lib/ that report a bad setting through a callback. */
function fail(message: string): never {
  throw new EnvError(message)
}

function optionalUrl(name: string, value: string | undefined): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error()
    return url.origin
  } catch {
    throw new EnvError(`${name} must be an http(s) URL, got "${value}"`)
  }
}

/** The secret signs admin sessions: from the environment, else made once and kept in the data folder. */
function readOrCreateSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) {
    if (fromEnv.length < 32) throw new EnvError('PAYLOAD_SECRET must be at least 32 characters')
    return fromEnv
  }
  const file = path.join(dataDir, '.payload-secret')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  const secret = randomBytes(32).toString('hex')
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

export type Database = { kind: 'sqlite'; url: string; file: string } | { kind: 'postgres'; url: string }

function readDatabase(dataDir: string, url: string | undefined): Database {
  if (!url) {
    const file = path.join(dataDir, 'site.db')
    return { kind: 'sqlite', url: `file:${file}`, file }
  }
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url }
  if (url.startsWith('file:')) return { kind: 'sqlite', url, file: url.slice('file:'.length) }
  throw new EnvError('DATABASE_URL must be a postgres:// URL or a file: path to a SQLite database')
}

export type ObjectStorage = {
  bucket: string
  region: string
  /** An S3-compatible service's address (MinIO, Ceph, R2, …); unset for Amazon S3 itself. */
  endpoint?: string
  accessKeyId: string
  secretAccessKey: string
  /** A folder inside the bucket, so several sites can share one bucket. */
  prefix: string
}

/** The endpoint as written, less a final "/": some services answer below a path (…/storage/v1/s3). */
function readEndpoint(value: string | undefined): string | undefined {
  if (!value) return undefined
  optionalUrl('S3_ENDPOINT', value)
  const url = new URL(value)
  if (url.search || url.hash || url.username || url.password)
    throw new EnvError('S3_ENDPOINT must be a plain http(s) address, without query, fragment or credentials')
  return url.href.replace(/\/+$/, '')
}

const S3_NAMES = ['S3_BUCKET', 'S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PREFIX']

/**
 * Uploads go to S3-compatible object storage when S3_BUCKET is set, so several instances share them;
 * otherwise to DATA_DIR/media. A half-written configuration fails at start rather than losing uploads.
 */
export function readObjectStorage(e: Record<string, string | undefined>): ObjectStorage | undefined {
  if (!e.S3_BUCKET) {
    const stray = S3_NAMES.filter((name) => e[name])
    if (stray.length) throw new EnvError(`${stray.join(', ')} set without S3_BUCKET`)
    return undefined
  }
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)
    throw new EnvError('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY')
  const prefix = (e.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '')
  // The storage plugin would quietly drop empty, "." and ".." folders: refuse them, so the keys in
  // the bucket are the ones the operator wrote.
  if (prefix && !prefix.split('/').every((folder) => /^[A-Za-z0-9._-]+$/.test(folder) && !/^\.\.?$/.test(folder)))
    throw new EnvError('S3_PREFIX is folder names of letters, digits, ".", "_" and "-", joined by "/"')
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION || 'us-east-1',
    endpoint: readEndpoint(e.S3_ENDPOINT),
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    prefix,
  }
}

/**
 * SEED_NOW: the moment the demo seed takes as now (an ISO date-time), so tests get demo dates that do
 * not move with the calendar. Only the seed reads it; the site always runs on the real clock.
 */
function readSeedNow(value: string | undefined): Date | undefined {
  if (!value) return undefined
  const ms = /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : NaN
  if (Number.isNaN(ms))
    throw new EnvError(`SEED_NOW must be an ISO date-time such as 2026-11-24T09:40:00+01:00, got "${value}"`)
  return new Date(ms)
}

/** SCHEDULE_EVERY_MS: milliseconds between two runs of the scheduled publishing (default a minute). */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1'])

/**
 * Without PUBLIC_URL the site cannot write true absolute links or secure cookies, so it is served to
 * this machine only (a local preview). Serving it to the network (HOST=0.0.0.0, as behind a proxy or
 * in a container) requires PUBLIC_URL.
 */
function readHost(host: string | undefined, publicUrl: string | undefined): string {
  if (!publicUrl) {
    if (host && !LOOPBACK.has(host))
      throw new EnvError(
        `PUBLIC_URL is required to serve beyond this machine (HOST=${host}); set it to the site's address`,
      )
    return host || '127.0.0.1'
  }
  return host || '0.0.0.0'
}

function readEnv() {
  const e = process.env
  const dataDir = path.resolve(e.DATA_DIR || 'data')
  // The SQLite file, uploads and the generated secret live here; SQLite cannot create the folder itself.
  fs.mkdirSync(dataDir, { recursive: true })
  const port = Number(e.PORT || 3000)
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new EnvError(`PORT must be a port number, got "${e.PORT}"`)
  if (e.ADMIN_EMAIL && !/^[^@\s]+@[^@\s]+$/.test(e.ADMIN_EMAIL))
    throw new EnvError('ADMIN_EMAIL is not an e-mail address')
  if (e.ADMIN_PASSWORD && e.ADMIN_PASSWORD.length < 12)
    throw new EnvError('ADMIN_PASSWORD must be at least 12 characters')
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD))
    throw new EnvError('set ADMIN_EMAIL and ADMIN_PASSWORD together')
  const publicUrl = optionalUrl('PUBLIC_URL', e.PUBLIC_URL)
  const host = readHost(e.HOST, publicUrl)

  return {
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    /** Where uploads live when not in mediaDir (see readObjectStorage). */
    objectStorage: readObjectStorage(e),
    database: readDatabase(dataDir, e.DATABASE_URL),
    payloadSecret: readOrCreateSecret(dataDir, e.PAYLOAD_SECRET),
    /** The public origin as configured, for the rules that must know whether it was (cookies, CSRF). */
    publicUrl,
    /** Cookies are sent over HTTPS only when the site is served over it (the session, the data-light switch). */
    secureCookies: Boolean(publicUrl?.startsWith('https:')),
    /** The origin of every absolute URL the site writes (canonical, OpenGraph, JSON-LD, feeds). */
    siteUrl: publicUrl ?? `http://localhost:${port}`,
    /** The interface the server listens on (see readHost). */
    host,
    port,
    adminEmail: e.ADMIN_EMAIL || undefined,
    adminPassword: e.ADMIN_PASSWORD || undefined,
    /** The demo seed's "now" (see readSeedNow); undefined: the real time. */
    seedNow: readSeedNow(e.SEED_NOW),
    /** Where e-mail goes (undefined: e-mail is off; see src/lib/smtp-settings.ts). */
    smtp: readSmtp(e, fail),
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    /**
     * The visit counter (VISIT_FLUSH_MS, VISIT_LOG_FILE; src/lib/visit-settings.mjs): checked here at start;
     * the server's process applies the same rule (scripts/visit-counter.mjs), which cannot load this file.
     */
    visits: readVisitSettings(e, fail),
    /**
     * The key scripts/visit-counter.mjs makes for each start and sends with its writes of the counts
     * (`POST /api/visits/flush`), so only this process can call that route; unset under `next dev`.
     */
    visitFlushKey: e.VISIT_FLUSH_KEY || undefined,
    /** How often this instance runs the publishing the web team scheduled (src/jobs/schedule-timer.ts). */
    scheduleEveryMs: readIntervalMs('SCHEDULE_EVERY_MS', e.SCHEDULE_EVERY_MS, 60_000, fail),
    isProduction: e.NODE_ENV === 'production',
  }
}

export const env = readEnv()
export type Env = typeof env
