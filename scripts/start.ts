/**
 * `npm start`: migrate the database and seed it when empty (scripts/prepare-database.ts), build when the code or
 * content changed since the last build, then serve. Every step runs with
 * NODE_ENV=production, so the SQLite adapter never pushes schema on its own.
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { requireProjectNode } from './module-conditions.mjs'

requireProjectNode()
requireInstalledCacheCopy()

Object.assign(process.env, { NODE_ENV: 'production' })
process.env.NEXT_TELEMETRY_DISABLED = '1'
process.env.ASTRO_TELEMETRY_DISABLED = '1'

const { env } = await import('../src/env')
const root = path.resolve(import.meta.dirname, '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next')
/** The exit code of a script that ended before its last line (docs/decisions/0006). */
const EARLY_END = 1

/**
 * Runs one step. A step given more attempts is retried only when it ended early on its own (exit 1,
 * see scripts/migrate.ts); a real failure (exit 2, printed with its stack) stops at once.
 */
function step(title: string, command: string, args: string[], attempts = 1) {
  console.log(`\n▸ ${title}`)
  for (let attempt = 1; ; attempt++) {
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env })
    if (result.status === 0) return
    if (attempt >= attempts || result.status !== EARLY_END) {
      console.error(`✗ ${title} failed (exit ${result.status ?? result.signal})`)
      process.exit(result.status || 1)
    }
    console.error(`  (ended early without finishing; trying again)`)
  }
}

/**
 * Files under src/ the build never reads: tests, the demo content's generator and the migrations
 * (applied by scripts/migrate.ts). Changing them must not cost a rebuild.
 */
const NOT_BUILD_INPUTS = [/\.test\.tsx?$/, /^src\/seed\//, /^src\/migrations\//, /^public\/islands$/]

/**
 * A fingerprint of everything a build depends on: the code, the lock file, the database and public
 * origin it was made for, and the content it prerendered.
 */
function buildFingerprint(): string {
  const hash = createHash('sha256')
  const walk = (p: string) => {
    if (!fs.existsSync(p) || NOT_BUILD_INPUTS.some((rule) => rule.test(path.relative(root, p)))) return
    const stat = fs.statSync(p)
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) walk(path.join(p, name))
    } else {
      hash.update(path.relative(root, p))
      hash.update(fs.readFileSync(p))
    }
  }
  for (const p of ['src', 'public', 'next.config.ts', 'astro.config.mjs', 'package-lock.json']) walk(path.join(root, p))
  // tsconfig.json less its `include`, which Next's build itself extends with a new build folder's
  // types (NEXT_DIST_DIR): counting that would make every new build folder build twice.
  const { include: _include, ...tsconfig } = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8'))
  hash.update(JSON.stringify(tsconfig))
  hash.update(env.database.url)
  // The public origin is built in: absolute links (canonical, OpenGraph) and whether HSTS is sent (next.config.ts).
  hash.update(`\0${env.publicUrl ?? ''}`)
  const contentVersion = path.join(env.dataDir, '.content-version')
  if (fs.existsSync(contentVersion)) hash.update(fs.readFileSync(contentVersion))
  return hash.digest('hex')
}

// Migrations and the first seed, one instance at a time (instances may start together on one database).
step('Preparing the database', bin('tsx'), ['scripts/prepare-database.ts'], 3)

const stampFile = path.join(distDir, '.build-fingerprint')
const fingerprint = buildFingerprint()
const built = fs.existsSync(path.join(distDir, 'BUILD_ID')) && fs.existsSync(stampFile)
const islandsBuilt = fs.existsSync(path.join(root, 'public', 'islands'))
if (built && islandsBuilt && fs.readFileSync(stampFile, 'utf8') === fingerprint) {
  console.log('\n▸ Build is up to date')
} else {
  // The data cache holds query results of the database the last build served: never carry it over.
  fs.rmSync(path.join(distDir, 'cache'), { recursive: true, force: true })
  step('Building the islands (the scripts of interactive parts)', process.execPath, ['scripts/build-islands.mjs'])
  step('Building the site (about 2 minutes the first time)', bin('next'), ['build'])
  // After Next's, which empties the build folder first (astro.config.mjs builds into it).
  step('Building the pages Astro renders', bin('astro'), ['build'])
  fs.writeFileSync(stampFile, fingerprint)
}

if (!env.publicUrl)
  console.warn(
    '\n! PUBLIC_URL is not set: serving to this machine only, with links on http://localhost.' +
      '\n  Set PUBLIC_URL=https://your-domain (and HOST=0.0.0.0 if needed) to serve the public.',
  )
console.log(`\n▸ Serving on ${env.siteUrl} (admin at /admin)\n`)
const server = spawn(process.execPath, ['scripts/server.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, HOST: env.host },
})
server.on('exit', (code) => process.exit(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))

/**
 * packages/site-cache is installed as a copy (`install-links` in .npmrc), which `npm install` does not
 * refresh when the folder changes: a server would run the old copy. Stops with the way out instead.
 */
function requireInstalledCacheCopy() {
  const source = path.resolve(import.meta.dirname, '..', 'packages', 'site-cache')
  const installed = path.resolve(import.meta.dirname, '..', 'node_modules', '@acu', 'site-cache')
  const { files } = JSON.parse(fs.readFileSync(path.join(source, 'package.json'), 'utf8')) as { files: string[] }
  const same = (file: string) =>
    fs.existsSync(path.join(installed, file)) &&
    fs.readFileSync(path.join(installed, file)).equals(fs.readFileSync(path.join(source, file)))
  if (['package.json', ...files].every(same)) return
  console.error(
    '✗ node_modules holds an older copy of packages/site-cache: run `rm -rf node_modules/@acu && npm install`.',
  )
  process.exit(1)
}
