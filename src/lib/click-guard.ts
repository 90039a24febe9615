/**
 * The publication counters' rules, kept in memory per server process:
 * - a client's click on one publication counts once per kind within `windowMs`;
 * - a client making more than `maxCallsPerMinute` counter calls in a minute is refused.
 * A client is its address; IPv6 addresses count per /64, the block one household or phone gets,
 * so a visitor cannot count again by stepping through their own addresses.
 *
 * Memory is bounded: past `maxEntries` clients or clicks, expired entries go first and then the
 * oldest, so a flood of made-up addresses costs at most that many entries.
 */
export type ClickVerdict = { kind: 'count' } | { kind: 'repeat' } | { kind: 'flood'; retryAfterSeconds: number }

export type ClickGuardOptions = { windowMs: number; maxCallsPerMinute: number; now?: () => number; maxEntries?: number }

const MINUTE = 60_000

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

export class ClickGuard {
  private readonly counted = new Map<string, number>()
  private readonly calls = new Map<string, number[]>()
  private readonly now: () => number
  private readonly maxEntries: number

  constructor(private readonly options: ClickGuardOptions) {
    this.now = options.now ?? Date.now
    this.maxEntries = options.maxEntries ?? 100_000
  }

  check(address: string, target: string): ClickVerdict {
    const now = this.now()
    const client = clientKey(address)
    const recent = (this.calls.get(client) ?? []).filter((t) => now - t < MINUTE)
    // Delete and set again so the map's order stays oldest-first for eviction.
    this.calls.delete(client)
    if (recent.length >= this.options.maxCallsPerMinute) {
      this.calls.set(client, recent)
      this.prune(now)
      return { kind: 'flood', retryAfterSeconds: Math.max(1, Math.ceil((recent[0] + MINUTE - now) / 1000)) }
    }
    recent.push(now)
    this.calls.set(client, recent)

    const key = `${client}\u0000${target}`
    const last = this.counted.get(key)
    if (last !== undefined && now - last < this.options.windowMs) {
      this.prune(now)
      return { kind: 'repeat' }
    }
    this.counted.delete(key)
    this.counted.set(key, now)
    this.prune(now)
    return { kind: 'count' }
  }

  /** Forgets a counted click, for when the count could not be stored. */
  forget(address: string, target: string) {
    this.counted.delete(`${clientKey(address)}\u0000${target}`)
  }

  /** How many entries the guard holds (for tests and monitoring). */
  get size(): { clients: number; clicks: number } {
    return { clients: this.calls.size, clicks: this.counted.size }
  }

  private prune(now: number) {
    if (this.counted.size <= this.maxEntries && this.calls.size <= this.maxEntries) return
    for (const [key, at] of this.counted) if (now - at >= this.options.windowMs) this.counted.delete(key)
    for (const [client, times] of this.calls) if (times.every((t) => now - t >= MINUTE)) this.calls.delete(client)
    // Still full of live entries: drop the oldest tenth, so this full pass runs once per many calls.
    const target = Math.floor(this.maxEntries * 0.9)
    evictOldest(this.counted, target)
    evictOldest(this.calls, target)
  }
}

function evictOldest(map: Map<string, unknown>, keep: number) {
  for (const key of map.keys()) {
    if (map.size <= keep) return
    map.delete(key)
  }
}
