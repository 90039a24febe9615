/**
 * The publication counters' rules:
 * - a client's click on one publication counts once per kind within `windowMs`;
 * - a client making more than `maxCallsPerMinute` counter calls in a minute is refused; its minute
 *   starts with its first call and the next one starts with the first call after it ends.
 * A client is its address; IPv6 addresses count per /64, the block one household or phone gets,
 * so a visitor cannot count again by stepping through their own addresses.
 *
 * The state lives in a `ClickStore` whose two operations are each atomic, so several instances of
 * the site sharing one store (the database: src/content/counters.ts) agree exactly. `MemoryClickStore`
 * is the same store in memory, for one process and for the tests.
 */
export type ClickVerdict = { kind: 'count' } | { kind: 'repeat' } | { kind: 'flood'; retryAfterSeconds: number }

export const MINUTE_MS = 60_000

export const CLICK_RULES = {
  /** A client's click on one publication counts once per kind within this long. */
  windowMs: 10 * MINUTE_MS,
  maxCallsPerMinute: 60,
  /** Expired entries are deleted at most this often per process. */
  cleanupEveryMs: MINUTE_MS,
  /** Past this many live entries, the oldest go (a flood of made-up addresses costs at most this many rows). */
  maxEntries: 100_000,
} as const

/** A store entry: a client's minute (`at` its start, `calls` in it) or a counted click (`at` when). */
export type ClickEntry = { at: number; calls: number }

export interface ClickStore {
  /**
   * Atomically: when the entry `key` is missing or its `at` is at or before `cutoff`, sets it to
   * `{ at: now, calls: 1 }` expiring at `expiresAt`; otherwise adds one to its calls. Answers the entry after.
   */
  countCall(key: string, now: number, cutoff: number, expiresAt: number): Promise<ClickEntry>
  /**
   * Atomically: when the entry `key` is missing or its `at` is at or before `cutoff`, sets its `at`
   * to `now`, expiring at `expiresAt`, and answers true; otherwise leaves it and answers false.
   */
  claim(key: string, now: number, cutoff: number, expiresAt: number): Promise<boolean>
  /** Removes the entry `key` if its `at` is still `at` (a claim whose count could not be stored). */
  release(key: string, at: number): Promise<void>
}

/** The key a client is counted under: an IPv4 address as is, an IPv6 address by its /64 prefix. */
export function clientKey(address: string): string {
  const plain = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
  if (!plain.includes(':')) return plain
  const mapped = /^[0:]*:ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain)
  if (mapped) return mapped[1]
  const [head, tail = ''] = plain.split('::')
  const headParts = head ? head.split(':') : []
  const tailParts = plain.includes('::') && tail ? tail.split(':') : []
  const missing = Math.max(0, 8 - headParts.length - tailParts.length)
  const groups = plain.includes('::') ? [...headParts, ...Array(missing).fill('0'), ...tailParts] : headParts
  if (groups.length !== 8 || !groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return plain
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/** An address is at most this long in a key (anything longer is not an address). */
const MAX_CLIENT_LENGTH = 100

const client = (address: string) => clientKey(address).slice(0, MAX_CLIENT_LENGTH)

/** The store key of a client's minute of calls. */
export const callsKey = (address: string) => `calls:${client(address)}`

/** The store key of a client's click on a target (`view:12`, `download:12`). */
export const clickKey = (address: string, target: string) => `click:${client(address)}:${target}`

/** The verdict on a call, given the client's minute after counting the call. */
export function floodVerdict(minute: ClickEntry, now: number, maxCallsPerMinute: number): ClickVerdict | null {
  if (minute.calls <= maxCallsPerMinute) return null
  return { kind: 'flood', retryAfterSeconds: Math.max(1, Math.ceil((minute.at + MINUTE_MS - now) / 1000)) }
}

/** How many of the oldest entries to delete so that `count` entries fit under `max` again (down to 90 %). */
export function excessEntries(count: number, max: number): number {
  return count > max ? count - Math.floor(max * 0.9) : 0
}

export type ClickGuardOptions = { windowMs: number; maxCallsPerMinute: number; now?: () => number }

export class ClickGuard {
  private readonly now: () => number

  constructor(
    private readonly store: ClickStore,
    private readonly options: ClickGuardOptions,
  ) {
    this.now = options.now ?? Date.now
  }

  /** Counts the call, then tells whether the click counts. A click that counts is claimed until `forget`. */
  async check(address: string, target: string): Promise<ClickVerdict & { at?: number }> {
    const now = this.now()
    const minute = await this.store.countCall(callsKey(address), now, now - MINUTE_MS, now + MINUTE_MS)
    const flood = floodVerdict(minute, now, this.options.maxCallsPerMinute)
    if (flood) return flood
    const { windowMs } = this.options
    const counts = await this.store.claim(clickKey(address, target), now, now - windowMs, now + windowMs)
    return counts ? { kind: 'count', at: now } : { kind: 'repeat' }
  }

  /** Forgets a counted click (`at` from its verdict), for when the count could not be stored. */
  async forget(address: string, target: string, at: number) {
    await this.store.release(clickKey(address, target), at)
  }
}

/** The store in one process's memory: the reference for the database store, and the tests' store. */
export class MemoryClickStore implements ClickStore {
  readonly entries = new Map<string, ClickEntry & { expiresAt: number }>()

  async countCall(key: string, now: number, cutoff: number, expiresAt: number) {
    const entry = this.entries.get(key)
    const next = !entry || entry.at <= cutoff ? { at: now, calls: 1, expiresAt } : { ...entry, calls: entry.calls + 1 }
    this.entries.set(key, next)
    return { at: next.at, calls: next.calls }
  }

  async claim(key: string, now: number, cutoff: number, expiresAt: number) {
    const entry = this.entries.get(key)
    if (entry && entry.at > cutoff) return false
    this.entries.set(key, { at: now, calls: 0, expiresAt })
    return true
  }

  async release(key: string, at: number) {
    if (this.entries.get(key)?.at === at) this.entries.delete(key)
  }

  /** Deletes the expired entries, then the oldest past `max`; answers how many went. */
  cleanUp(now: number, max: number): number {
    const before = this.entries.size
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key)
    let excess = excessEntries(this.entries.size, max)
    const oldest = [...this.entries].sort(([, a], [, b]) => a.expiresAt - b.expiresAt)
    for (const [key] of oldest) {
      if (excess-- <= 0) break
      this.entries.delete(key)
    }
    return before - this.entries.size
  }
}
