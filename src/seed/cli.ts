/**
 * Fills the database with the demo university.
 *
 *   tsx src/seed/cli.ts             seed an empty database (refuses if it has content)
 *   tsx src/seed/cli.ts --if-empty  seed only when empty, otherwise do nothing
 *   tsx src/seed/cli.ts --reset     delete all content first, then seed
 */
import fs from 'node:fs'
import path from 'node:path'

import { env } from '@/env'
import config from '@/payload.config'
import { getPayload, type CollectionSlug } from 'payload'

import { isDatabaseEmpty, seed } from './index'

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
  'campus-life',
  'scholarships',
  'other-fees',
  'contact-offices',
  'portal-tiles',
  'centres',
  'media',
  'users',
]

function box(lines: string[]): string {
  const width = Math.max(...lines.map((l) => l.length))
  const edge = `+${'-'.repeat(width + 2)}+`
  return [edge, ...lines.map((l) => `| ${l.padEnd(width)} |`), edge].join('\n')
}

// Stays 1 if the process ends before main() settles: a silent early end never looks like success.
process.exitCode = 1

async function main(): Promise<number> {
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
    return 1
  }

  const started = Date.now()
  const elapsed = () => ((Date.now() - started) / 1000).toFixed(1)
  const { adminEmail, generatedPassword } = await seed(payload, {
    reset,
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
    console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  })
