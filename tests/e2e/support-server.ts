/**
 * Extra production servers for the tests that need one of their own (the resilience and proxy
 * tests): each on its own port, data folder and database, serving a copy of the build the browser
 * tests' server made, so no second build is needed. Everything they start is stopped and removed
 * again by `stop()`, also after a failure.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { E2E_ADMIN } from './e2e-admin'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')
const e2ePort = Number(process.env.E2E_PORT || 3100)
const tsx = path.join(root, 'node_modules', '.bin', 'tsx')

/**
 * The ports the extra servers use: the browser tests' port plus 1 to 13 (1, 2: resilience; 3, 4:
 * proxy; 5, 6: instances; 8, 9: their nginx; 7, 11: media-s3's two instances, 10: its S3
 * emulator; 12: pictures' local preview; 13: sign-in), so spec files running side by side never clash.
 */
export const extraPort = (offset: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13) => e2ePort + offset

/** The port of the server of the worker in slot `parallelIndex` (tests/e2e/fixtures.ts): past the extra servers'. */
export const workerPort = (parallelIndex: number) => e2ePort + 20 + parallelIndex

export type AppServer = {
  url: string
  port: number
  dataDir: string
  /** The server process; null `exitCode` and `signalCode` while it runs. */
  child: ChildProcess
  /** What it printed so far. */
  output: () => string
  stop: () => Promise<void>
  /** Stops it cleanly (SIGTERM) and starts it again on the same data. */
  restart: () => Promise<void>
}

/**
 * Copies the browser tests' build (or the build folder E2E_BUILD_SOURCE names) into this server's own
 * build folder. The build must not be shared: a running server writes its caches (the optimised pictures) into it.
 */
function copyBuild(distDir: string) {
  const source = path.join(root, process.env.E2E_BUILD_SOURCE || `.next-e2e-${e2ePort}`)
  if (!fs.existsSync(path.join(source, 'BUILD_ID'))) throw new Error(`no build in ${source} to copy`)
  fs.rmSync(distDir, { recursive: true, force: true })
  // Not what the running server wrote since the build: its caches (cache/: the optimised pictures),
  // made from its own database. A copy starts as a fresh deployment of the build would.
  const written = new Set(['cache'])
  fs.cpSync(source, distDir, {
    recursive: true,
    filter: (src) => !written.has(path.relative(source, src)),
  })
}

/**
 * Copies the browser tests' data folder (their seeded SQLite database, uploads and secret) into
 * `dataDir`, so a SQLite server needs no migration and no seed (the seed alone takes over a
 * minute). The database is copied with VACUUM INTO, which is safe while the other server runs.
 */
async function copyData(dataDir: string, from?: string) {
  const source = from ?? path.join(root, process.env.E2E_DATA_SOURCE || path.join('.e2e-data', String(e2ePort)))
  if (!fs.existsSync(path.join(source, 'site.db'))) throw new Error(`no database in ${source} to copy`)
  fs.cpSync(source, dataDir, { recursive: true, filter: (src) => !/site\.db(-wal|-shm|-journal)?$/.test(src) })
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: `file:${path.join(source, 'site.db')}` })
  try {
    // The suite's server writes to it meanwhile (a sign-in, an edit): wait for its write to end, not fail.
    await client.execute('PRAGMA busy_timeout = 15000')
    await client.execute({ sql: 'VACUUM INTO ?', args: [path.join(dataDir, 'site.db')] })
  } finally {
    client.close()
  }
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server ended early (${child.exitCode ?? child.signalCode}):\n${output().slice(-3000)}`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
      if (response.status === 200) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`server at ${url} did not answer in time:\n${output().slice(-3000)}`)
}

/** Sends `signal` to the process group `child` leads, if it still runs. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

/** Ends a process and its children (it runs in its own process group). */
async function kill(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return
  const ended = new Promise((resolve) => child.once('exit', resolve))
  killGroup(child, 'SIGTERM')
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000)
  await ended
  clearTimeout(timer)
}

/** Whether something listens on `port` on this machine. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/**
 * Waits until nothing listens on `port` (a server a stopped run or worker left is still ending), so the
 * new server's "up" is never another's answer.
 */
async function waitForFreePort(port: number) {
  for (const deadline = Date.now() + 30_000; await listening(port);) {
    if (Date.now() > deadline) throw new Error(`port ${port} is still taken: stop what listens on it`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

type AppServerOptions = {
  port: number
  databaseUrl?: string
  dataFrom?: string
  env?: Record<string, string>
  /** The address asked until it answers 200, the server then being up: the home page unless given. */
  upAt?: string
}

/** An extra server's environment: its own port, data folder, build and database, and the suite's admin. */
function appServerEnv(options: AppServerOptions, dataDir: string, distDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: String(options.port),
    DATA_DIR: dataDir,
    NEXT_DIST_DIR: path.basename(distDir),
    DATABASE_URL: options.databaseUrl ?? '',
    PUBLIC_URL: '',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    ...options.env,
  }
}

/**
 * An extra server's data: a copy of the SQLite data (the browser tests' or `dataFrom`), or the
 * PostgreSQL database migrated and seeded. Returns what the migration printed.
 */
async function prepareData(options: AppServerOptions, env: NodeJS.ProcessEnv, dataDir: string): Promise<string> {
  if (!options.databaseUrl) {
    await copyData(dataDir, options.dataFrom)
    return ''
  }
  // The same step as scripts/start.ts: migrations and the first seed, one instance at a time.
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await run(tsx, ['scripts/prepare-database.ts'], {
        cwd: root,
        env,
        maxBuffer: 32 * 1024 * 1024,
      })
      return result.stdout + result.stderr
    } catch (error) {
      if (attempt >= 3) throw error
    }
  }
}

/**
 * Serves the copied build on `port` with scripts/server.mjs (the production server `npm start` ends
 * with): on a copy of the browser tests' SQLite database (or of the data folder `dataFrom`, another
 * extra server's, taken while it runs), or on the PostgreSQL database `databaseUrl` names, which is
 * first migrated and seeded like `npm start` does.
 */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const { port } = options
  const dataDir = path.join(root, '.e2e-data', String(port))
  const distDir = path.join(root, `.next-e2e-${port}`)
  await waitForFreePort(port)
  fs.rmSync(dataDir, { recursive: true, force: true })
  const env = appServerEnv(options, dataDir, distDir)
  let log = ''
  const cleanUp = () => {
    fs.rmSync(dataDir, { recursive: true, force: true })
    fs.rmSync(distDir, { recursive: true, force: true })
  }
  try {
    copyBuild(distDir)
    log = await prepareData(options, env, dataDir)
  } catch (error) {
    cleanUp()
    throw error
  }
  const serve = () => {
    const server = spawn(process.execPath, ['scripts/server.mjs'], { cwd: root, env, detached: true })
    server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
    server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
    // It runs in a process group of its own: should the test process end before stopping it (a worker
    // killed at its time limit), it goes too, and frees its port for the next.
    const orphaned = () => killGroup(server, 'SIGKILL')
    process.once('exit', orphaned)
    server.once('exit', () => process.off('exit', orphaned))
    return server
  }
  let child = serve()
  const output = () => log
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    await kill(child)
    cleanUp()
  }
  /** Waits until the server answers `upAt` (the home page unless told). */
  const up = () => waitUntilUp(`${url}${options.upAt ?? '/'}`, child, output, 120_000)
  try {
    await up()
  } catch (error) {
    await stop()
    throw error
  }
  /** As a deploy restarts it: SIGTERM, wait for the clean stop (with the server's own limit), start again. */
  const restart = async () => {
    const ended = new Promise((resolve) => child.once('exit', resolve))
    process.kill(child.pid!, 'SIGTERM')
    await ended
    child = serve()
    await up()
  }
  return {
    url,
    port,
    dataDir,
    get child() {
      return child
    },
    output,
    stop,
    restart,
  }
}

/** A scratch PostgreSQL server (scripts/postgres-test-server.sh) that the test can stop and start again. */
export type ScratchPostgres = {
  url: string
  stop: () => Promise<void>
  start: () => Promise<void>
  remove: () => Promise<void>
}

/** Whether PostgreSQL's programs are installed (the script installs them itself only as root). */
export function postgresInstalled(): boolean {
  try {
    return fs.readdirSync('/usr/lib/postgresql').some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/pg_ctl`))
  } catch {
    return false
  }
}

export async function startScratchPostgres(port: number): Promise<ScratchPostgres> {
  const { stdout } = await run(path.join(root, 'scripts/postgres-test-server.sh'), [], {
    cwd: root,
    env: { ...process.env, PG_TEST_PORT: String(port) },
  })
  const url = /TEST_DATABASE_URL=(\S+)/.exec(stdout)?.[1]
  // Only its pg_ctl command, before '; rm -rf …': the test stops the server and starts it again, and
  // removes the folder itself.
  const stopCommand = /PG_TEST_STOP='([^';]+)/.exec(stdout)?.[1]?.trim()
  if (!url || !stopCommand) throw new Error(`unexpected output of postgres-test-server.sh: ${stdout}`)
  const dataDir = /-D (\S+)/.exec(stopCommand)![1]
  const words = stopCommand.split(' ')
  const sh = (command: string[]) => run(command[0], command.slice(1), { cwd: root })
  // `pg_ctl restart` on a stopped server starts it with the options it last ran with (postmaster.opts).
  const startCommand = [...words.slice(0, words.indexOf('-m')), '-l', `${path.dirname(dataDir)}/log`, '-w', 'restart']
  let running = true
  return {
    url,
    stop: async () => {
      await sh(words)
      running = false
    },
    start: async () => {
      await sh(startCommand)
      running = true
    },
    remove: async () => {
      if (running) await sh(words).catch(() => undefined)
      fs.rmSync(path.dirname(dataDir), { recursive: true, force: true })
    },
  }
}

/** An S3-compatible service on this machine (s3rver), with one empty bucket, for the object-storage test. */
export type S3Emulator = {
  /** The address an app instance is given as S3_ENDPOINT (path-style, like MinIO). */
  endpoint: string
  bucket: string
  /** The only keys it accepts. */
  accessKeyId: string
  secretAccessKey: string
  stop: () => Promise<void>
}

type S3rverServer = {
  run: () => Promise<{ port: number }>
  close: () => Promise<void>
}

export async function startS3Emulator(port: number, bucket: string): Promise<S3Emulator> {
  // @ts-expect-error s3rver ships no type declarations; S3rverServer above is the part used here.
  const { default: S3rver } = (await import('s3rver')) as {
    default: new (options: Record<string, unknown>) => S3rverServer
  }
  // Its objects live in a folder of their own, removed again by stop().
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'acu-e2e-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  })
  try {
    await server.run()
  } catch (error) {
    fs.rmSync(directory, { recursive: true, force: true })
    throw error
  }
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    stop: async () => {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
