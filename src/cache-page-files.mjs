/**
 * Rendered pages on disk, for src/cache-handler.mjs: one JSON file per page (`{ key, entry }`, named
 * by a hash of the key) under `<build folder>/cache/site-pages/<build id>/`, so a restart keeps the pages served before (the
 * database may be failing then). A page of another build names scripts that build no longer has,
 * so each build has its own folder and the others are removed at start. Only real pages are
 * written (the handler stores no not-found or redirect), and at most MAX_FILES of them, so no run
 * of made-up addresses can fill the disk.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

const MAX_FILES = 20_000

const BYTES = '$$bytes'
const MAP = '$$map'

/** Makes a value JSON-safe: bytes (a page's RSC payload, a route's body) as base64, Maps as pairs. */
function encode(value) {
  if (value instanceof Uint8Array) return { [BYTES]: Buffer.from(value).toString('base64') }
  if (value instanceof Map) return { [MAP]: [...value].map(([k, v]) => [k, encode(v)]) }
  if (Array.isArray(value)) return value.map(encode)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]))
  return value
}

function decode(value) {
  if (Array.isArray(value)) return value.map(decode)
  if (value && typeof value === 'object') {
    if (typeof value[BYTES] === 'string') return Buffer.from(value[BYTES], 'base64')
    if (Array.isArray(value[MAP])) return new Map(value[MAP].map(([k, v]) => [k, decode(v)]))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decode(v)]))
  }
  return value
}

export class PageFiles {
  #dir = null
  #count = 0
  #warned = false
  /** Settles once the folder exists and its files are counted. */
  #ready = Promise.resolve()

  constructor(serverDistDir) {
    // While building, pages are rendered to check them, not to serve: nothing goes to disk.
    if (process.env.NEXT_PHASE === 'phase-production-build') return
    const buildFile = path.join(serverDistDir, '..', 'BUILD_ID')
    if (!existsSync(buildFile)) return
    const root = path.join(serverDistDir, '..', 'cache', 'site-pages')
    const buildId = readFileSync(buildFile, 'utf8').trim()
    this.#dir = path.join(root, buildId)
    this.#ready = this.#prepare(root, buildId)
  }

  async #prepare(root, buildId) {
    await fs.mkdir(this.#dir, { recursive: true })
    this.#count = (await fs.readdir(this.#dir)).filter((name) => name.endsWith('.json')).length
    for (const name of await fs.readdir(root)) {
      if (name !== buildId) await fs.rm(path.join(root, name), { recursive: true, force: true })
    }
  }

  #fileOf(key) {
    return path.join(this.#dir, `${createHash('sha256').update(key).digest('hex')}.json`)
  }

  /** The page stored under `key`, or null. */
  async read(key) {
    if (!this.#dir) return null
    try {
      await this.#ready
      const stored = JSON.parse(await fs.readFile(this.#fileOf(key), 'utf8'))
      return stored.key === key ? decode(stored.entry) : null
    } catch {
      return null
    }
  }

  /** Stores the page (a write never fails the request: the page is then kept in memory only). */
  async write(key, entry) {
    if (!this.#dir) return
    try {
      await this.#ready
      const file = this.#fileOf(key)
      const isNew = !existsSync(file)
      if (isNew && this.#count >= MAX_FILES) {
        if (!this.#warned)
          console.error(`[cache] ${MAX_FILES} pages are on disk; further pages are kept in memory only.`)
        this.#warned = true
        return
      }
      const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
      await fs.writeFile(temporary, JSON.stringify({ key, entry: encode(entry) }))
      await fs.rename(temporary, file)
      if (isNew) this.#count += 1
    } catch (error) {
      console.error('[cache] storing a page on disk failed:', error instanceof Error ? error.message : error)
    }
  }
}
