/**
 * The start-up configuration: without PUBLIC_URL the site is a local preview (this machine only,
 * absolute links on localhost); serving it to the network requires PUBLIC_URL.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/** Loads src/env.ts in a fresh process with these variables and prints what it chose. */
function loadEnv(vars: Record<string, string>) {
  const script =
    "import('./src/env.ts').then(({ env }) => console.log(JSON.stringify({ siteUrl: env.siteUrl, host: env.host, publicUrl: env.publicUrl ?? null })))"
  const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['--eval', script], {
    cwd: root,
    encoding: 'utf8',
    // Only what src/env.ts needs: the variables of this test process would hide the ones under test.
    env: {
      NODE_ENV: 'test',
      PATH: process.env.PATH,
      DATA_DIR: process.env.DATA_DIR,
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET,
      ...vars,
    },
  })
  return { status: result.status, out: result.stdout.trim(), err: result.stderr }
}

describe('PUBLIC_URL and the interface served on', () => {
  it('without PUBLIC_URL serves this machine only, with absolute links on localhost', () => {
    const { status, out } = loadEnv({ PORT: '4321' })
    expect(status).toBe(0)
    expect(JSON.parse(out)).toEqual({ siteUrl: 'http://localhost:4321', host: '127.0.0.1', publicUrl: null })
  })

  it('refuses to serve the network without PUBLIC_URL', () => {
    const { status, err } = loadEnv({ HOST: '0.0.0.0' })
    expect(status).not.toBe(0)
    expect(err).toContain('PUBLIC_URL is required to serve beyond this machine')
  })

  it('with PUBLIC_URL serves every interface and writes links on that origin', () => {
    const { status, out } = loadEnv({ PUBLIC_URL: 'https://www.acu.edu.ng/', HOST: '' })
    expect(status).toBe(0)
    expect(JSON.parse(out)).toEqual({
      siteUrl: 'https://www.acu.edu.ng',
      host: '0.0.0.0',
      publicUrl: 'https://www.acu.edu.ng',
    })
  })

  it('refuses a PUBLIC_URL that is not an http(s) address', () => {
    const { status, err } = loadEnv({ PUBLIC_URL: 'javascript:alert(1)' })
    expect(status).not.toBe(0)
    expect(err).toContain('PUBLIC_URL must be an http(s) URL')
  })
})
