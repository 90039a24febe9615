/**
 * The production server keeps the image optimiser's disk cache young (scripts/image-server.mjs): an
 * entry (a folder, as Next writes it) left unwritten past the age limit is removed; newer ones stay.
 * The clock is passed in, the folders' times set by the test.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { sweepImageCache } from '../../scripts/image-server.mjs'

const DAY = 24 * 3600_000
const now = Date.UTC(2026, 10, 24, 12)

let dir: string

/** A cache entry as Next writes one: a folder holding the resized picture, last written `age` ago. */
function entry(name: string, age: number) {
  const folder = path.join(dir, name)
  fs.mkdirSync(folder)
  fs.writeFileSync(path.join(folder, `14400.${now + 4 * 3600_000}.etag.upstream.webp`), Buffer.alloc(2048, 1))
  const at = new Date(now - age)
  fs.utimesSync(folder, at, at)
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acu-image-cache-'))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('sweepImageCache', () => {
  it('removes the entries last written more than the age limit ago, and keeps the others', async () => {
    entry('fresh', 0)
    entry('six-days', 6 * DAY)
    entry('eight-days', 8 * DAY)
    entry('a-month', 30 * DAY)
    expect(await sweepImageCache(dir, 7 * DAY, now)).toBe(2)
    expect(fs.readdirSync(dir).sort()).toEqual(['fresh', 'six-days'])
  })

  it('does nothing when the cache folder does not exist yet', async () => {
    expect(await sweepImageCache(path.join(dir, 'not-made-yet'), 7 * DAY, now)).toBe(0)
  })
})
