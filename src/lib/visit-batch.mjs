/**
 * The visit tallies of one process between two writes to the database (scripts/visit-counter.mjs):
 * each distinct day, kind, key and detail once, with how many times it was counted. At most
 * `maxEntries` distinct ones: beyond that a new one is not kept but counted as the day's `dropped`, so
 * a flood of made-up addresses costs a bounded amount of memory and one row, and the dashboard can
 * say the numbers are partial. Also the shape of a batch on its way to the database
 * (`parseVisitEntries`, for the route that writes it). Plain JavaScript, so the server loads it
 * without a build.
 */
import { KEY_MAX, VISIT_KINDS } from './visit-tally.mjs'

/**
 * @typedef {import('./visit-tally.mjs').Tally} Tally
 * @typedef {Tally & { count: number }} VisitEntry
 */

/** A batch's default bound: a few thousand distinct tallies a minute is far more than the site sees. */
export const MAX_BATCH_ENTRIES = 5_000

/** @param {Tally} t */
const entryKey = (t) => `${t.day}\u0000${t.kind}\u0000${t.key}\u0000${t.detail}`

/** The kinds whose keys a visitor chooses (an address, a search, a Referer, a link's page). */
const OPEN_KINDS = new Set(['not-found', 'search', 'search-empty', 'referrer', 'link'])
/** Distinct keys of an open kind one process keeps a day; later new ones are counted as OTHERS. */
export const DAILY_KEYS_MAX = 2_000
/** The key under which an open kind's keys past the day's bound are counted. */
export const OTHERS = '(others)'

export class VisitBatch {
  /** @type {Map<string, VisitEntry>} */
  #entries = new Map()
  #max
  #dailyMax
  /** The keys of each open kind seen on the latest days: `day kind` → `key detail`. @type {Map<string, Set<string>>} */
  #seen = new Map()

  constructor(maxEntries = MAX_BATCH_ENTRIES, dailyKeysMax = DAILY_KEYS_MAX) {
    this.#max = maxEntries
    this.#dailyMax = dailyKeysMax
  }

  /**
   * The tally as kept: an open kind's new key past the day's bound becomes OTHERS, so a flood of
   * made-up addresses or searches adds one row a day, not thousands a minute.
   * @param {Tally} tally
   * @returns {Tally}
   */
  #bounded(tally) {
    if (!OPEN_KINDS.has(tally.kind)) return tally
    const slot = `${tally.day}\u0000${tally.kind}`
    let seen = this.#seen.get(slot)
    if (!seen) {
      // The keys of earlier days are forgotten once a later day begins.
      for (const old of [...this.#seen.keys()]) if (old.slice(0, 10) < tally.day.slice(0, 10)) this.#seen.delete(old)
      seen = new Set()
      this.#seen.set(slot, seen)
    }
    const key = `${tally.key}\u0000${tally.detail}`
    if (seen.has(key)) return tally
    if (seen.size >= this.#dailyMax) return { ...tally, key: OTHERS, detail: '' }
    seen.add(key)
    return tally
  }

  /** How many distinct tallies it holds. */
  get size() {
    return this.#entries.size
  }

  /**
   * Counts each tally `count` times.
   * @param {Tally[]} tallies
   * @param {number} [count]
   */
  add(tallies, count = 1) {
    for (const given of tallies) {
      const tally = this.#bounded(given)
      const key = entryKey(tally)
      const entry = this.#entries.get(key)
      if (entry) entry.count += count
      else if (this.#entries.size < this.#max) this.#entries.set(key, { ...tally, count })
      else this.#dropped(tally.day, count)
    }
  }

  /** @param {string} day @param {number} count */
  #dropped(day, count) {
    const tally = { day, kind: /** @type {const} */ ('dropped'), key: 'all', detail: '' }
    const key = entryKey(tally)
    const entry = this.#entries.get(key)
    // The one entry a full batch still takes (one a day).
    if (entry) entry.count += count
    else this.#entries.set(key, { ...tally, count })
  }

  /** Hands over every entry and starts afresh. @returns {VisitEntry[]} */
  take() {
    const entries = [...this.#entries.values()]
    this.#entries.clear()
    return entries
  }

  /** Takes back entries a write could not store, added to what came since. @param {VisitEntry[]} entries */
  putBack(entries) {
    for (const { count, ...tally } of entries) this.add([tally], count)
  }
}

/** At most this many entries in one call of the route that writes them (well under its 1 MB body). */
export const MAX_ENTRIES_PER_CALL = 500

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The entries of a batch sent to be written, checked: null unless it is `{ entries: [...] }` with at
 * most MAX_ENTRIES_PER_CALL well-formed, distinct entries.
 * @param {unknown} body
 * @returns {VisitEntry[] | null}
 */
export function parseVisitEntries(body) {
  const list = body && typeof body === 'object' ? /** @type {{ entries?: unknown }} */ (body).entries : undefined
  if (!Array.isArray(list) || list.length > MAX_ENTRIES_PER_CALL) return null
  /** @type {VisitEntry[]} */
  const entries = []
  const seen = new Set()
  for (const item of list) {
    if (!isEntry(item)) return null
    const key = entryKey(item)
    if (seen.has(key)) return null
    seen.add(key)
    entries.push({ day: item.day, kind: item.kind, key: item.key, detail: item.detail, count: item.count })
  }
  return entries
}

/**
 * @param {any} item
 * @returns {item is VisitEntry}
 */
function isEntry(item) {
  if (!item || typeof item !== 'object') return false
  const { day, kind, key, detail, count } = item
  if (typeof day !== 'string' || !DAY.test(day) || Number.isNaN(Date.parse(day))) return false
  if (!VISIT_KINDS.includes(kind)) return false
  if (typeof key !== 'string' || key.length === 0 || key.length > KEY_MAX) return false
  if (typeof detail !== 'string' || detail.length > KEY_MAX) return false
  return Number.isSafeInteger(count) && count > 0
}
