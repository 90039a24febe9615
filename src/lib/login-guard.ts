/**
 * The sign-in throttle's rules (docs/security.md, "Sign-in and passwords"):
 * - a client (its address; IPv6 by /64, as the counters count it) has at most `maxFailuresPerClient`
 *   failed sign-ins in a window of `windowMs`, which starts with its first attempt; past that it is
 *   answered 429 until the window ends, whichever address it tries;
 * - an address typed into the form (an account or not: the answer must not tell) has at most
 *   `maxFailuresPerAccount` failed sign-ins in a window, from all clients together; past that the
 *   address is locked until its window ends. A client's windows overlap one of the address's at most
 *   twice, so one client adds at most twice its limit to it: locking an account takes at least five
 *   clients (more than 100 / (2 × 10)), and the lock is logged for the owner and the admins.
 *
 * Every attempt is counted before the password is checked (so parallel attempts cannot slip past the
 * limit) and a successful one is taken back, so only failures add up. The state lives in a
 * `LoginStore` shared by every instance (the database: src/content/login-guard.ts).
 */
import { createHash } from 'node:crypto'

import { clientKey, MINUTE_MS, type ClickEntry } from './click-guard'

export const LOGIN_RULES = {
  windowMs: 15 * MINUTE_MS,
  maxFailuresPerClient: 10,
  maxFailuresPerAccount: 100,
} as const

export type LoginRules = { windowMs: number; maxFailuresPerClient: number; maxFailuresPerAccount: number }

export interface LoginStore {
  /** The same atomic window count as `ClickStore.countCall` (src/lib/click-guard.ts). */
  countCall(key: string, now: number, cutoff: number, expiresAt: number): Promise<ClickEntry>
  /** Takes one call back from the entry `key`, if its window still starts at `at`. */
  uncount(key: string, at: number): Promise<void>
  /** Forgets the entry `key` (an admin lifted the lock). */
  clear(key: string): Promise<void>
}

/** An attempt let through: what to take back when it succeeds. */
export type CountedAttempt = { kind: 'try'; client: { key: string; at: number }; account: { key: string; at: number } }

export type LoginVerdict =
  CountedAttempt | { kind: 'throttled'; scope: 'client' | 'account'; retryAfterSeconds: number; lockedNow: boolean }

/** The address as Payload looks it up: lower case, without surrounding spaces. */
export const normalizeEmail = (email: string) => email.toLowerCase().trim()

/** A client's key: its address as the counters key it, never longer than an address. */
export const loginClientKey = (address: string) => `client:${clientKey(address).slice(0, 100)}`

/** An address's key: a digest, so the table holds no addresses and any length costs the same. */
export const loginAccountKey = (email: string) =>
  `account:${createHash('sha256').update(normalizeEmail(email)).digest('hex')}`

/** The answer a throttled client gets, the same whatever the address and whether it has an account. */
export function throttledMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

export class LoginGuard {
  private readonly now: () => number

  constructor(
    private readonly store: LoginStore,
    private readonly rules: LoginRules = LOGIN_RULES,
    now?: () => number,
  ) {
    this.now = now ?? Date.now
  }

  /** Counts an attempt by the client at `address` on `email`: the client first, then the address. */
  async attempt(address: string, email: string): Promise<LoginVerdict> {
    const now = this.now()
    const { windowMs, maxFailuresPerClient, maxFailuresPerAccount } = this.rules
    const retryAfter = (entry: ClickEntry) => Math.max(1, Math.ceil((entry.at + windowMs - now) / 1000))
    const count = (key: string) => this.store.countCall(key, now, now - windowMs, now + windowMs)

    const clientKey = loginClientKey(address)
    const client = await count(clientKey)
    if (client.calls > maxFailuresPerClient)
      return { kind: 'throttled', scope: 'client', retryAfterSeconds: retryAfter(client), lockedNow: false }

    const accountKey = loginAccountKey(email)
    const account = await count(accountKey)
    if (account.calls > maxFailuresPerAccount) {
      // No password was tried: the attempt does not count against the client (the owner may be it).
      await this.store.uncount(clientKey, client.at)
      const lockedNow = account.calls === maxFailuresPerAccount + 1
      return { kind: 'throttled', scope: 'account', retryAfterSeconds: retryAfter(account), lockedNow }
    }
    return { kind: 'try', client: { key: clientKey, at: client.at }, account: { key: accountKey, at: account.at } }
  }

  /** The attempt succeeded: it is not a failure, for the client or the address. */
  async succeeded(attempt: CountedAttempt) {
    await this.store.uncount(attempt.client.key, attempt.client.at)
    await this.store.uncount(attempt.account.key, attempt.account.at)
  }

  /** Lifts the lock on an address (an admin's unlock). */
  async unlock(email: string) {
    await this.store.clear(loginAccountKey(email))
  }
}

/** The store in one process's memory, for the tests. */
export class MemoryLoginStore implements LoginStore {
  readonly entries = new Map<string, ClickEntry>()

  async countCall(key: string, now: number, cutoff: number) {
    const entry = this.entries.get(key)
    const next = !entry || entry.at <= cutoff ? { at: now, calls: 1 } : { at: entry.at, calls: entry.calls + 1 }
    this.entries.set(key, next)
    return next
  }

  async uncount(key: string, at: number) {
    const entry = this.entries.get(key)
    if (entry?.at === at && entry.calls > 0) this.entries.set(key, { at, calls: entry.calls - 1 })
  }

  async clear(key: string) {
    this.entries.delete(key)
  }
}
