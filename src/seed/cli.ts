/**
 * Fills the database with the demo university.
 *
 *   tsx src/seed/cli.ts             seed an empty database (refuses if it has content)
 *   tsx src/seed/cli.ts --if-empty  seed only when empty, otherwise do nothing
 *   tsx src/seed/cli.ts --reset     delete all content first, then seed
 *   tsx src/seed/cli.ts --counts    print the number of documents per collection (JSON)
 *   tsx src/seed/cli.ts --scale N   add N times the demo volume of news, events, staff (with
 *                                   publications), running modules and gallery images to a seeded
 *                                   database; --news, --events, --staff, --modules, --gallery <count>
 *                                   set one kind's count outright (see src/seed/scale.ts)
 *
 * Exit codes, as scripts/migrate.ts: 0 done; 1 the process ended early on its own (worth another
 * attempt: scripts/start.ts retries only that); 2 a real failure, printed (with its stack when it is
 * an error): a wrong option, a database that refuses the request, or seeding that threw. Another
 * attempt would fail the same way, or find a half-seeded database and leave it so.
 */
import fs from 'node:fs'
import path from 'node:path'

import { env } from '@/env'
import config from '@/payload.config'
import { getPayload, type CollectionSlug } from 'payload'

import { isDatabaseEmpty, seed } from './index'
import { SCALE_KINDS, scaleUp, type ScaleKind } from './scale'

const COUNTED: CollectionSlug[] = [
  'faculties',
  'departments',
  'programmes',
  'tuition-rows',
  'running-modules',
  'staff',
  'publications',
  'documents',
  'leadership-members',
  'titles',
  'designations',
  'news',
  'events',
  'slides',
  'gallery-images',
  'calendar-entries',
  'admission-steps',
  'campus-life',
  'scholarships',
  'other-fees',
  'contact-offices',
  'portal-tiles',
  'centres',
  'media',
  'users',
  'search-index',
]

function box(lines: string[]): string {
  const width = Math.max(...lines.map((l) => l.length))
  const edge = `+${'-'.repeat(width + 2)}+`
  return [edge, ...lines.map((l) => `| ${l.padEnd(width)} |`), edge].join('\n')
}

// Stays 1 if the process ends before main() settles: a silent early end never looks like success.
process.exitCode = 1

/** At most this many times the demo in one run: far beyond any measurement, well short of a full disk. */
const MAX_SCALE = 1000
const MAX_COUNT = 1_000_000

const count = (value: string | undefined, max: number): number | null =>
  value !== undefined && /^\d{1,7}$/.test(value) && Number(value) <= max ? Number(value) : null

/** `--scale N [--news 5000 …]`: adds to a seeded database; never part of the first-start seed. */
async function scaleMain(argv: string[]): Promise<number> {
  const options = new Map<string, string | undefined>()
  for (let i = 0; i < argv.length; i += 2) options.set(argv[i], argv[i + 1])
  const allowed = new Set(['--scale', ...SCALE_KINDS.map((k) => `--${k}`)])
  const unknown = [...options.keys()].filter((o) => !allowed.has(o))
  const times = count(options.get('--scale'), MAX_SCALE)
  const overrides: Partial<Record<ScaleKind, number>> = {}
  for (const kind of SCALE_KINDS) {
    if (!options.has(`--${kind}`)) continue
    const n = count(options.get(`--${kind}`), MAX_COUNT)
    if (n === null) unknown.push(`--${kind}`)
    else overrides[kind] = n
  }
  if (unknown.length || times === null || times < 1) {
    console.error(
      `Use --scale N (1 to ${MAX_SCALE}), optionally with ${SCALE_KINDS.map((k) => `--${k} <count>`).join(', ')}.`,
    )
    return 2
  }
  const payload = await getPayload({ config })
  if (await isDatabaseEmpty(payload)) {
    console.error('The database is empty. Seed the demo first (npm start or npm run seed), then scale it.')
    return 2
  }
  const started = Date.now()
  const elapsed = () => ((Date.now() - started) / 1000).toFixed(1)
  await scaleUp(payload, times, overrides, (msg) => console.log(`  [${elapsed()} s] ${msg}`))
  fs.writeFileSync(path.join(env.dataDir, '.content-version'), new Date().toISOString())
  console.log(`\nScaled up in ${elapsed()} s. Now:`)
  for (const collection of COUNTED) {
    const { totalDocs } = await payload.count({ collection, overrideAccess: true })
    console.log(`  ${collection.padEnd(20)} ${totalDocs}`)
  }
  return 0
}

/** `--counts`: the number of documents per collection as JSON (for `npm run bench`), nothing else. */
async function countsMain(): Promise<number> {
  const payload = await getPayload({ config })
  const counts: Record<string, number> = {}
  for (const collection of COUNTED)
    counts[collection] = (await payload.count({ collection, overrideAccess: true })).totalDocs
  console.log(JSON.stringify(counts))
  return 0
}

async function main(): Promise<number> {
  if (process.argv.includes('--scale')) return scaleMain(process.argv.slice(2))
  if (process.argv[2] === '--counts' && process.argv.length === 3) return countsMain()
  const args = new Set(process.argv.slice(2))
  const unknown = [...args].filter((a) => a !== '--reset' && a !== '--if-empty')
  if (unknown.length) {
    console.error(`Unknown option ${unknown.join(' ')}. Use --reset or --if-empty.`)
    return 2
  }
  const reset = args.has('--reset')
  const payload = await getPayload({ config })

  if (!reset && !(await isDatabaseEmpty(payload))) {
    if (args.has('--if-empty')) {
      console.log('The database already has content; nothing to seed.')
      return 0
    }
    console.error('The database already has content. Run with --reset to delete it all and seed the demo again.')
    return 2
  }

  const started = Date.now()
  const elapsed = () => ((Date.now() - started) / 1000).toFixed(1)
  const { adminEmail, generatedPassword } = await seed(payload, {
    reset,
    now: env.seedNow,
    log: (msg) => console.log(`  [${elapsed()} s] ${msg}`),
  })
  // `npm start` rebuilds when this changes: prerendered pages must show the new content.
  fs.writeFileSync(path.join(env.dataDir, '.content-version'), new Date().toISOString())
  console.log(`\nSeeded the demo university in ${elapsed()} s:`)
  for (const collection of COUNTED) {
    const { totalDocs } = await payload.count({ collection, overrideAccess: true })
    console.log(`  ${collection.padEnd(20)} ${totalDocs}`)
  }
  if (generatedPassword) {
    console.log(
      `\n${box([
        'Admin account (shown only once, write it down):',
        '',
        `  e-mail:   ${adminEmail}`,
        `  password: ${generatedPassword}`,
        '',
        'Sign in at /admin and change the password.',
      ])}\n`,
    )
  } else {
    console.log(`\nAdmin account: ${adminEmail} (password from ADMIN_PASSWORD)`)
  }
  return 0
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error('Seeding failed:', error)
    process.exit(2)
  })
