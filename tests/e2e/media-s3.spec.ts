import fs from 'node:fs'
import path from 'node:path'

import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { expect, test } from './fixtures'
import sharp from 'sharp'

import { makePdf } from '../../src/seed/pdf'

import { E2E_ADMIN } from './e2e-admin'
import { extraPort, startAppServer, startS3Emulator, type AppServer, type S3Emulator } from './support-server'

/**
 * Uploads on S3-compatible object storage (S3_BUCKET and the other S3_* settings), against s3rver,
 * an S3 emulator in Node addressed by path like MinIO:
 * - an image uploaded through Payload's REST API is stored in the bucket under S3_PREFIX, with
 *   the sizes made from it, and not in the instance's data folder;
 * - the site serves it at its usual address (/api/media/file/<name>, through Payload's file
 *   route, so its access rules hold) and through the image optimiser, byte for byte as stored;
 * - a second instance with its own data folder, on a copy of the same database and the same
 *   bucket, serves the same file: what several instances need;
 * - an upload made while the site kept uploads on disk is served once its files are copied into
 *   the bucket under S3_PREFIX (nothing moves them by itself);
 * - a PDF in documents goes the same way;
 * - deleting an upload removes its objects from the bucket.
 * The default, uploads on disk in DATA_DIR/media, is what every other browser test runs on: the
 * seeded pictures on the pages (home, faculties, people, gallery…) and the admin's uploads
 * (admin.spec.ts).
 *
 * Each instance is a copy of the browser tests' build with its own data folder (support-server.ts);
 * the emulator keeps its objects in a temporary folder.
 */

const BUCKET = 'acu-uploads'
const PREFIX = 'acu-web/uploads'
/** The generated sizes of a media upload (src/collections/media.ts), each narrower than the picture. */
const SIZES = ['thumb', 'card', 'hero'] as const

type MediaDoc = {
  id: number
  filename: string
  url: string
  mimeType: string
  prefix?: string | null
  sizes: Record<(typeof SIZES)[number], { filename: string | null; url: string | null }>
}

async function call(url: string, init?: RequestInit) {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(60_000), ...init })
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) }
}

test.describe('uploads on S3-compatible object storage', () => {
  let s3: S3Emulator | undefined
  let client: S3Client | undefined
  let a: AppServer | undefined
  let b: AppServer | undefined
  let auth: Record<string, string> = {}
  let upload: MediaDoc | undefined

  /** The keys in the bucket, all of them. */
  const keys = async () => {
    const listed = await client!.send(new ListObjectsV2Command({ Bucket: BUCKET }))
    return (listed.Contents ?? []).map((o) => o.Key!).sort()
  }
  const objectBytes = async (key: string) => {
    const object = await client!.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))
    return Buffer.from(await object.Body!.transformToByteArray())
  }
  const filesOf = (doc: MediaDoc) => [doc.filename, ...SIZES.map((size) => doc.sizes[size].filename!)]

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'starts servers of its own: runs once, in the desktop project')
    test.setTimeout(300_000)
    try {
      s3 = await startS3Emulator(extraPort(10), BUCKET)
      client = new S3Client({
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      })
      expect(await keys(), 'the bucket starts empty').toEqual([])
      a = await startAppServer({ port: extraPort(7), env: storageEnv(s3) })
      const login = await call(`${a.url}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(E2E_ADMIN),
      })
      expect(login.status, 'the admin signs in').toBe(200)
      auth = { Authorization: `JWT ${(JSON.parse(login.body.toString()) as { token: string }).token}` }
    } catch (error) {
      if (a) console.log(a.output().slice(-3000))
      throw error
    }
  })

  test.afterAll(async () => {
    // What a failed test left in the database copy goes with the data folder, its objects with the
    // emulator's folder.
    await b?.stop()
    await a?.stop()
    client?.destroy()
    await s3?.stop()
  })

  test('an uploaded image and its sizes are objects in the bucket, not files in the data folder', async () => {
    const mediaDir = path.join(a!.dataDir, 'media')
    const filesBefore = fs.readdirSync(mediaDir).sort()
    // Wider than the widest size (1,600 px), so every size is made.
    const picture = await sharp({
      create: { width: 1800, height: 1000, channels: 3, background: { r: 12, g: 74, b: 140 } },
    })
      .composite([
        {
          input: Buffer.from('<svg width="600" height="300"><circle cx="300" cy="150" r="140" fill="#f5b800"/></svg>'),
        },
      ])
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), `s3-e2e-${Date.now()}.png`)
    form.append('_payload', JSON.stringify({ alt: 'A yellow sun on blue, uploaded by the object-storage test' }))
    const created = await call(`${a!.url}/api/media`, { method: 'POST', headers: auth, body: form })
    expect(created.status, created.body.toString().slice(0, 500)).toBe(201)
    upload = (JSON.parse(created.body.toString()) as { doc: MediaDoc }).doc
    for (const size of SIZES) expect(upload.sizes[size].filename, `the ${size} size is made`).toBeTruthy()
    expect(upload.prefix).toBe(PREFIX)

    expect(await keys()).toEqual(
      filesOf(upload)
        .map((name) => `${PREFIX}/${name}`)
        .sort(),
    )
    // The original is stored as WebP (the collection's format), like on disk.
    const original = await objectBytes(`${PREFIX}/${upload.filename}`)
    expect((await sharp(original).metadata()).format).toBe('webp')
    expect(fs.readdirSync(mediaDir).sort(), 'nothing new in DATA_DIR/media').toEqual(filesBefore)
    for (const name of filesOf(upload)) expect(fs.existsSync(path.join(mediaDir, name)), name).toBe(false)
  })

  test('the site serves the upload at its usual address and through the image optimiser', async () => {
    // The address every page and older link uses, and the one the API now gives: the same route, naming
    // the folder in the bucket (the route finds the file without it too).
    const address = `/api/media/file/${encodeURIComponent(upload!.filename)}`
    expect(upload!.url).toBe(`${address}?prefix=${encodeURIComponent(PREFIX)}`)
    const addresses = [address, upload!.url]
    const stored = await objectBytes(`${PREFIX}/${upload!.filename}`)
    for (const address of addresses) {
      const served = await call(`${a!.url}${address}`)
      expect(served.status, address).toBe(200)
      expect(served.headers.get('content-type'), address).toBe('image/webp')
      expect(served.body.equals(stored), `${address}: the stored bytes`).toBe(true)
    }
    for (const size of SIZES) {
      const name = upload!.sizes[size].filename!
      const served = await call(`${a!.url}/api/media/file/${encodeURIComponent(name)}`)
      expect(served.status, name).toBe(200)
      expect(served.body.equals(await objectBytes(`${PREFIX}/${name}`)), name).toBe(true)
    }
    // What next/image asks for: the address without the folder, as pages name it (src/lib/picture-path.ts),
    // at a width and quality the site's config allows.
    const optimised = await call(`${a!.url}/_next/image?url=${encodeURIComponent(address)}&w=640&q=75`, {
      headers: { Accept: 'image/avif,image/webp,image/*' },
    })
    expect(optimised.status).toBe(200)
    expect(optimised.headers.get('content-type')).toMatch(/^image\/(avif|webp)$/)
    expect((await sharp(optimised.body).metadata()).width).toBe(640)
    // A name that is not stored answers 404, not an error.
    expect((await call(`${a!.url}/api/media/file/not-stored-${Date.now()}.webp`)).status).toBe(404)
  })

  test('an upload made on disk is served once its files are copied into the bucket under S3_PREFIX', async () => {
    // A seeded picture: uploaded while the site kept uploads on disk, so only in DATA_DIR/media.
    const list = await call(`${a!.url}/api/media?limit=1&sort=id&depth=0`, { headers: auth })
    const [seeded] = (JSON.parse(list.body.toString()) as { docs: MediaDoc[] }).docs
    const names = [seeded.filename, ...SIZES.map((size) => seeded.sizes[size].filename).filter((n) => n !== null)]
    const address = `/api/media/file/${encodeURIComponent(seeded.filename)}`
    expect((await call(`${a!.url}${address}`)).status, 'not in the bucket yet').toBe(404)
    // What an operator does with any S3 tool: each file to <S3_PREFIX>/<its name>.
    for (const name of names)
      await client!.send(
        new PutObjectCommand({
          Bucket: BUCKET,
          Key: `${PREFIX}/${name}`,
          Body: fs.readFileSync(path.join(a!.dataDir, 'media', name)),
          ContentType: seeded.mimeType,
        }),
      )
    try {
      const served = await call(`${a!.url}${address}`)
      expect(served.status).toBe(200)
      expect(served.body.equals(fs.readFileSync(path.join(a!.dataDir, 'media', seeded.filename)))).toBe(true)
    } finally {
      for (const name of names)
        await client!.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}/${name}` }))
    }
  })

  test('a second instance with its own data folder, on the same bucket, serves the same file', async () => {
    test.setTimeout(180_000)
    // Its database is a copy taken after the upload: the stand-in for the database instances share.
    b = await startAppServer({ port: extraPort(11), dataFrom: a!.dataDir, env: storageEnv(s3!) })
    for (const name of filesOf(upload!)) {
      expect(fs.existsSync(path.join(b.dataDir, 'media', name)), `${name} is not on its disk`).toBe(false)
      const fromA = await call(`${a!.url}/api/media/file/${encodeURIComponent(name)}`)
      const fromB = await call(`${b.url}/api/media/file/${encodeURIComponent(name)}`)
      expect(fromB.status, name).toBe(200)
      expect(fromB.headers.get('content-type'), name).toBe('image/webp')
      expect(fromB.body.equals(fromA.body), `${name}: the same bytes from both instances`).toBe(true)
    }
  })

  test('the admin shows the upload from the bucket', async ({ browser }) => {
    test.setTimeout(120_000)
    const context = await browser.newContext()
    try {
      await context.addCookies([{ name: 'payload-token', value: auth.Authorization.slice('JWT '.length), url: a!.url }])
      const page = await context.newPage()
      await page.goto(`${a!.url}/admin/collections/media/${upload!.id}`, { timeout: 90_000 })
      await expect(page.getByRole('textbox', { name: /alt/i })).toHaveValue(/A yellow sun on blue/, { timeout: 60_000 })
      // The preview is one of the stored files, loaded from the file route.
      const preview = page.locator(`img[src*="${upload!.filename.replace(/\.webp$/, '')}"]`).first()
      await expect(preview).toBeVisible()
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    } finally {
      await context.close()
    }
  })

  test('a PDF in documents is stored and served the same way', async () => {
    const pdf = makePdf({
      title: 'Object storage for a university website',
      authors: 'E2E Test',
      year: 2026,
      lines: ['Stored in a bucket, served by the site.'],
      footer: 'Atlantic Crest University, Uyo.',
    })
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), `s3-e2e-${Date.now()}.pdf`)
    form.append('_payload', JSON.stringify({ title: 'Object-storage test document' }))
    const created = await call(`${a!.url}/api/documents`, { method: 'POST', headers: auth, body: form })
    expect(created.status, created.body.toString().slice(0, 500)).toBe(201)
    const doc = (JSON.parse(created.body.toString()) as { doc: { id: number; filename: string } }).doc
    const key = `${PREFIX}/${doc.filename}`
    try {
      expect(await keys()).toContain(key)
      expect((await objectBytes(key)).equals(pdf), 'stored as uploaded').toBe(true)
      expect(fs.existsSync(path.join(a!.dataDir, 'documents', doc.filename))).toBe(false)
      const served = await call(`${b!.url}/api/documents/file/${encodeURIComponent(doc.filename)}`)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('application/pdf')
      expect(served.body.equals(pdf)).toBe(true)
    } finally {
      const deleted = await call(`${a!.url}/api/documents/${doc.id}`, { method: 'DELETE', headers: auth })
      expect(deleted.status).toBe(200)
    }
    expect(await keys()).not.toContain(key)
  })

  test('deleting the upload removes its objects from the bucket', async () => {
    const names = filesOf(upload!)
    expect(await deleteUpload(a, auth, upload!.id)).toBe(200)
    upload = undefined
    expect(await keys(), 'nothing left in the bucket').toEqual([])
    for (const server of [a!, b!]) {
      const gone = await call(`${server.url}/api/media/file/${encodeURIComponent(names[0])}`)
      expect(gone.status, `${server.port} no longer serves it`).toBe(404)
    }
  })
})

function storageEnv(s3: S3Emulator): Record<string, string> {
  return {
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_PREFIX: PREFIX,
  }
}

async function deleteUpload(server: AppServer | undefined, auth: Record<string, string>, id: number) {
  if (!server) return 0
  return (await call(`${server.url}/api/media/${id}`, { method: 'DELETE', headers: auth })).status
}
