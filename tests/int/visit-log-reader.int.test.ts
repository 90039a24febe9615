/**
 * The reader of nginx's visit log (scripts/visit-log-reader.mjs) on real files, as nginx and logrotate
 * treat them: appended in blocks that may end mid-line, renamed and replaced, cut short. Several
 * instances on one machine are given the same file, and each line is read by one of them, once.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { createLogReader } from '../../scripts/visit-log-reader.mjs'

type Reader = ReturnType<typeof createLogReader>

let dir = ''
let file = ''
let readers: Reader[] = []

/** A reader of `file` that collects the lines it is given, one string per line. */
function reader() {
  const lines: string[] = []
  const errors: string[] = []
  const r = createLogReader({
    file,
    onLines: (text: string) => lines.push(...text.split('\n').slice(0, -1)),
    onError: (message: string) => errors.push(message),
  })
  readers.push(r)
  return { r, lines, errors }
}

const append = (text: string, to = file) => fs.appendFileSync(to, text)

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acu-visit-log-'))
  file = path.join(dir, 'visits.log')
})

afterEach(async () => {
  for (const r of readers) await r.stop()
  readers = []
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('the visit log reader', () => {
  it('reads a file nginx creates after it started from its start, whole lines only', async () => {
    const { r, lines, errors } = reader()
    await r.readNow()
    expect(r.reading).toBe(true)
    append('one\ntw')
    await r.readNow()
    expect(lines).toEqual(['one'])
    append('o\nthree\n')
    await r.readNow()
    expect(lines).toEqual(['one', 'two', 'three'])
    expect(errors).toEqual([])
  })

  it('has one reader a machine: the others wait, and one takes over when it stops, from the end', async () => {
    append('before any reader\n')
    const first = reader()
    const second = reader()
    await first.r.readNow()
    await second.r.readNow()
    expect([first.r.reading, second.r.reading]).toEqual([true, false])
    append('a\nb\n')
    await first.r.readNow()
    await second.r.readNow()
    expect(first.lines).toEqual(['a', 'b'])
    expect(second.lines).toEqual([])

    await first.r.stop()
    await second.r.readNow()
    expect(second.r.reading).toBe(true)
    append('c\n')
    await second.r.readNow()
    // What the first had read is not read again.
    expect(second.lines).toEqual(['c'])
  })

  it('finishes a file logrotate renamed before following the new one nginx opens', async () => {
    append('old 1\n')
    const { r, lines } = reader()
    await r.readNow()
    append('old 2\n')
    fs.renameSync(file, `${file}.1`)
    // Until nginx reopens its logs it still writes to the renamed file.
    append('old 3\n', `${file}.1`)
    await r.readNow()
    append('new 1\n')
    await r.readNow()
    await r.readNow()
    expect(lines).toEqual(['old 2', 'old 3', 'new 1'])
  })

  it('reads a file cut short (copytruncate) again from its start', async () => {
    const { r, lines } = reader()
    await r.readNow()
    append('first line of a long day\n')
    await r.readNow()
    fs.truncateSync(file, 0)
    append('new\n')
    await r.readNow()
    expect(lines).toEqual(['first line of a long day', 'new'])
  })

  it('says once that it cannot read the file, and reads the file put in its place', async () => {
    // A folder where the file should be: it opens, and every read of it fails.
    fs.mkdirSync(file)
    const { r, lines, errors } = reader()
    await r.readNow()
    await r.readNow()
    expect(errors).toEqual(['the visit log could not be read: pages are not counted'])
    fs.rmdirSync(file)
    append('after\n')
    await r.readNow()
    expect(lines).toEqual(['after'])
  })
})
