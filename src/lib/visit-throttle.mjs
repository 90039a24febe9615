/**
 * How often one client's link pings are counted (scripts/visit-counter.mjs): at most `limit` in a
 * window of `windowMs`, counted per client address in this process's memory only. The addresses are
 * forgotten with their window and never written anywhere; at most `maxClients` are remembered at once
 * (past that, the windows that ended are forgotten, and if none had, all of them: a flood of made-up
 * addresses then counts a few pings more, never takes more memory). Plain JavaScript, so the server
 * loads it without a build.
 */

export const PING_LIMIT = 20
export const PING_WINDOW_MS = 60_000
export const PING_CLIENTS = 10_000

export class ClientThrottle {
  /** @type {Map<string, { start: number, calls: number }>} */
  #windows = new Map()
  #limit
  #windowMs
  #maxClients

  constructor({ limit = PING_LIMIT, windowMs = PING_WINDOW_MS, maxClients = PING_CLIENTS } = {}) {
    this.#limit = limit
    this.#windowMs = windowMs
    this.#maxClients = maxClients
  }

  /**
   * Whether this call of `client` at `now` may be counted (and counts it).
   * @param {string} client
   * @param {number} now
   */
  allow(client, now) {
    const window = this.#windows.get(client)
    if (window && now - window.start < this.#windowMs) {
      window.calls += 1
      return window.calls <= this.#limit
    }
    if (!window && this.#windows.size >= this.#maxClients) this.#forget(now)
    this.#windows.set(client, { start: now, calls: 1 })
    return true
  }

  /** @param {number} now */
  #forget(now) {
    for (const [client, window] of this.#windows) if (now - window.start >= this.#windowMs) this.#windows.delete(client)
    if (this.#windows.size >= this.#maxClients) this.#windows.clear()
  }
}
