/**
 * Instances started together on one new database take turns preparing it (scripts/prepare-database.ts,
 * docs/decisions/0021): one applies the migrations and seeds the demo, the other waits and finds it
 * ready. Without the lock both would seed (the demo twice over) or fail on each other's tables.
 * SQLite here, on a data folder of its own; tests/e2e/instances.spec.ts starts two instances at once
 * on an empty PostgreSQL database.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '../..')
const tsx = path.join(root, 'node_modules/.bin/tsx')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acu-start-together-'))

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '' }

/** One instance's preparation; its output, whatever its exit code. */
const prepare = () =>
  run(tsx, ['scripts/prepare-database.ts'], { cwd: root, env, maxBuffer: 32 * 1024 * 1024 }).then(
    ({ stdout }) => ({ ok: true, out: stdout }),
    (error: { stdout?: string; stderr?: string }) => ({ ok: false, out: `${error.stdout}\n${error.stderr}` }),
  )

describe.skipIf(Boolean(process.env.DATABASE_URL))('two instances starting at once on an empty SQLite database', () => {
  it('both succeed, one after the other, and the demo is seeded once', { timeout: 600_000 }, async () => {
    const [one, two] = await Promise.all([prepare(), prepare()])
    expect(one.ok, one.out.slice(-2000)).toBe(true)
    expect(two.ok, two.out.slice(-2000)).toBe(true)
    expect([one.out, two.out].filter((out) => out.includes('waiting for it'))).toHaveLength(1)
    const { stdout } = await run(tsx, ['src/seed/cli.ts', '--counts'], { cwd: root, env })
    const counts = JSON.parse(stdout.slice(stdout.indexOf('{'))) as Record<string, number>
    // The demo has 16 portal tiles, 6 centres and one admin (docs/data-model.md#demo-content).
    expect({ tiles: counts['portal-tiles'], centres: counts.centres, users: counts.users }).toEqual({
      tiles: 16,
      centres: 6,
      users: 1,
    })
  })
})
