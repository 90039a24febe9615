/**
 * The start-up configuration: without PUBLIC_URL the site is a local preview (this machine only,
 * absolute links on localhost); serving it to the network requires PUBLIC_URL. Uploads go to
 * object storage when S3_BUCKET is set, and a half-written S3 configuration stops the start.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { readObjectStorage } from '@/env'

const root = path.resolve(import.meta.dirname, '../..')

/** Loads src/env.ts in a fresh process with these variables and prints what it chose (`pick`, from `env`). */
function loadEnv(
  vars: Record<string, string>,
  pick = '{ siteUrl: env.siteUrl, host: env.host, publicUrl: env.publicUrl ?? null }',
) {
  const script = `import('./src/env.ts').then(({ env }) => console.log(JSON.stringify(${pick})))`
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

describe('object storage for uploads (S3_*)', () => {
  const keys = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secret-example' }

  it('is off without S3_BUCKET: uploads stay in the data folder', () => {
    expect(readObjectStorage({})).toBeUndefined()
    // Empty values count as unset, as a blank line in an env file gives.
    expect(readObjectStorage({ S3_BUCKET: '', S3_PREFIX: '', S3_REGION: '' })).toBeUndefined()
  })

  it('refuses S3 settings without S3_BUCKET, naming them', () => {
    expect(() => readObjectStorage({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'S3_ENDPOINT set without S3_BUCKET',
    )
    expect(() => readObjectStorage({ ...keys, S3_REGION: 'eu-west-1' })).toThrow(
      'S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set without S3_BUCKET',
    )
  })

  it('needs both keys with a bucket', () => {
    expect(() => readObjectStorage({ S3_BUCKET: 'acu' })).toThrow(
      'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    )
    expect(() => readObjectStorage({ S3_BUCKET: 'acu', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(
      'S3_SECRET_ACCESS_KEY',
    )
    expect(() => readObjectStorage({ S3_BUCKET: 'acu', S3_SECRET_ACCESS_KEY: 'secret-example' })).toThrow(
      'S3_ACCESS_KEY_ID',
    )
  })

  it("Amazon S3: the bucket and keys, region us-east-1 unless given, no endpoint, the bucket's top as folder", () => {
    expect(readObjectStorage({ S3_BUCKET: 'acu', ...keys })).toEqual({
      bucket: 'acu',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
      prefix: '',
    })
    expect(readObjectStorage({ S3_BUCKET: 'acu', ...keys, S3_REGION: 'af-south-1' })?.region).toBe('af-south-1')
  })

  it('another service: its endpoint as written, less a final slash, path included', () => {
    const endpoint = (S3_ENDPOINT: string) => readObjectStorage({ S3_BUCKET: 'acu', ...keys, S3_ENDPOINT })?.endpoint
    expect(endpoint('http://127.0.0.1:9000')).toBe('http://127.0.0.1:9000')
    expect(endpoint('https://minio.example.ng/')).toBe('https://minio.example.ng')
    expect(endpoint('https://project.example.co/storage/v1/s3/')).toBe('https://project.example.co/storage/v1/s3')
  })

  it('refuses an endpoint that is not a plain http(s) address', () => {
    const endpoint = (S3_ENDPOINT: string) => () => readObjectStorage({ S3_BUCKET: 'acu', ...keys, S3_ENDPOINT })
    expect(endpoint('minio:9000')).toThrow('S3_ENDPOINT must be an http(s) URL')
    expect(endpoint('ftp://files.example.ng')).toThrow('S3_ENDPOINT must be an http(s) URL')
    expect(endpoint('not a url')).toThrow('S3_ENDPOINT must be an http(s) URL')
    expect(endpoint('https://user:pass@minio.example.ng')).toThrow('without query, fragment or credentials')
    expect(endpoint('https://minio.example.ng/?x=1')).toThrow('without query, fragment or credentials')
  })

  it('the folder inside the bucket: slashes around it dropped, only plain folder names', () => {
    const prefix = (S3_PREFIX: string) => readObjectStorage({ S3_BUCKET: 'acu', ...keys, S3_PREFIX })?.prefix
    expect(prefix('website')).toBe('website')
    expect(prefix('/sites/acu-web/')).toBe('sites/acu-web')
    expect(prefix('v1.2_uploads')).toBe('v1.2_uploads')
    expect(prefix('/')).toBe('')
    for (const bad of ['a//b', 'a/../b', '..', './media', 'a b', 'média', 'a\\b', 'a%2Fb', 'a?b'])
      expect(() => prefix(bad), bad).toThrow('S3_PREFIX is folder names')
  })

  it('at start: a half-written configuration stops the site; a whole one is used', () => {
    const stopped = loadEnv({ S3_BUCKET: 'acu', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })
    expect(stopped.status).not.toBe(0)
    expect(stopped.err).toContain('S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY')
    const pick = '{ storage: env.objectStorage ?? null }'
    const off = loadEnv({}, pick)
    expect(off.status).toBe(0)
    expect(JSON.parse(off.out)).toEqual({ storage: null })
    const on = loadEnv({ S3_BUCKET: 'acu', ...keys, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PREFIX: 'web' }, pick)
    expect(on.status).toBe(0)
    expect(JSON.parse(on.out)).toEqual({
      storage: {
        bucket: 'acu',
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9000',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'secret-example',
        prefix: 'web',
      },
    })
  })
})
