/**
 * The publication counters' rules, kept in memory per server process:
 * - a client's click on one publication counts once per kind within `windowMs`;
 * - a client making more than `maxCallsPerMinute` counter calls in a minute is refused.
 * A client is whatever string identifies it (its address).
 */
export type ClickVerdict = { kind: 'count' } | { kind: 'repeat' } | { kind: 'flood'; retryAfterSeconds: number }

export type ClickGuardOptions = { windowMs: number; maxCallsPerMinute: number; now?: () => number; maxEntries?: number }

export class ClickGuard {
  private readonly counted = new Map<string, number>()
  private readonly calls = new Map<string, number[]>()
  private readonly now: () => number
  private readonly maxEntries: number

  constructor(private readonly options: ClickGuardOptions) {
    this.now = options.now ?? Date.now
    this.maxEntries = options.maxEntries ?? 100_000
  }

  check(client: string, target: string): ClickVerdict {
    const now = this.now()
    const recent = (this.calls.get(client) ?? []).filter((t) => now - t < 60_000)
    if (recent.length >= this.options.maxCallsPerMinute) {
      this.calls.set(client, recent)
      return { kind: 'flood', retryAfterSeconds: Math.max(1, Math.ceil((recent[0] + 60_000 - now) / 1000)) }
    }
    recent.push(now)
    this.calls.set(client, recent)

    const key = `${client}\u0000${target}`
    const last = this.counted.get(key)
    if (last !== undefined && now - last < this.options.windowMs) return { kind: 'repeat' }
    this.counted.set(key, now)
    this.prune(now)
    return { kind: 'count' }
  }

  /** Forgets a counted click, for when the count could not be stored. */
  forget(client: string, target: string) {
    this.counted.delete(`${client}\u0000${target}`)
  }

  // Bounded memory: drop expired entries once the maps grow large.
  private prune(now: number) {
    if (this.counted.size <= this.maxEntries && this.calls.size <= this.maxEntries) return
    for (const [key, at] of this.counted) if (now - at >= this.options.windowMs) this.counted.delete(key)
    for (const [client, times] of this.calls) if (times.every((t) => now - t >= 60_000)) this.calls.delete(client)
  }
}
