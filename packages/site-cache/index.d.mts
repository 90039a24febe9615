/** When each cache tag expired (./expiry-table.mjs). */
/** How long after an edit's hooks its transaction is taken to have committed (ms). */
export const SETTLE_MS: number

export class ExpiryTable {
  /** True when one of `tags` expired after `since`; with `tags` null, when any tag did. */
  expiredSince(tags: string[] | null, since: number): boolean
  /** Expires `tags` now (and once more when the edit has settled) and tells the other instances. */
  expire(tags: string[]): Promise<void>
  /** Brings other instances' expiries in (at most once a second; never while the database fails). */
  sync(databaseFailing: boolean): Promise<void> | null
}

export function keepTagExpiries(): ExpiryTable
export function tagExpiries(): ExpiryTable | null
export function markDatabaseFailed(): void
export function databaseFailing(): boolean
export function keepAnswer(key: string, value: unknown, readAt: number): void
export function freshAnswer(key: string, tags: string[], maxAgeMs: number): { value: unknown } | null
export function lastAnswer(key: string): { value: unknown } | null
