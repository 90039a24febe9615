/**
 * How a page's address moves: the answers Astro's pages give for an address that is not the page's
 * own. Plain JavaScript, so the production server (scripts/astro-pages.mjs) loads it without a build.
 */

/**
 * What no cache may keep: a redirect (the web team may change it) and the not-found page (the address
 * may have a page tomorrow: docs/decisions/0007-never-cache-a-not-found.md).
 */
export const NEVER_STORED_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate'

/**
 * A page's one address for a path written with slashes to spare (`/about/` and `//about//` → `/about`),
 * or null when the path has none. Never an address on another host: the result has one leading slash.
 * @param {string} pathname
 * @returns {string | null}
 */
export function withoutSpareSlashes(pathname) {
  if (pathname === '/' || !/^\/\/|\/$/.test(pathname)) return null
  return `/${pathname.replace(/^\/+|\/+$/g, '')}`
}
