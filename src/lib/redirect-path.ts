/**
 * The addresses a redirect goes from and to, as the web team types them: a path on this site
 * (`/news/old-story`) or the whole address copied from the browser (`https://…/news/old-story`).
 * Stored in one form, so a lookup is one exact match: a path from the root, without the query,
 * the fragment, a trailing slash or doubled slashes, with percent-escapes decoded.
 */

import { isFixedPage } from './routes'

/** Paths the site itself needs: a redirect from them would hide the admin, the APIs or the build's files. */
const RESERVED = /^\/(admin|api|_next)(\/|$)/

export const REDIRECT_PATH_MAX = 300

/** The path of `input`, or null when it is not an address on a site (or is too long to be one). */
export function redirectPath(input: unknown): string | null {
  if (typeof input !== 'string') return null
  let text = input.trim()
  if (!text || text.length > REDIRECT_PATH_MAX) return null
  if (/^https?:\/\//i.test(text)) {
    try {
      text = new URL(text).pathname
    } catch {
      return null
    }
  }
  if (!text.startsWith('/')) return null
  text = text.replace(/[?#].*$/, '').replace(/\/{2,}/g, '/')
  try {
    text = decodeURI(text)
  } catch {
    return null
  }
  if (/[\s<>"\\]/.test(text)) return null
  return text.length > 1 ? text.replace(/\/+$/, '') : text
}

/** Why `input` cannot be a redirect's old address, or null when it can. */
export function fromProblem(input: unknown): string | null {
  const path = redirectPath(input)
  if (!path) return 'Give the old address as a path on this site, for example /news/old-story.'
  if (path === '/') return 'The home page cannot be redirected.'
  if (RESERVED.test(path)) return 'Addresses under /admin, /api and /_next belong to the site itself.'
  // A page answers first: a redirect from it would never be used.
  if (isFixedPage(path)) return `${path} is a page of the site: a redirect from it would never be used.`
  return null
}

/**
 * Where a custom redirect may point: a path on this site (kept with its query) or an https address
 * elsewhere. Null when it can be neither.
 */
export function redirectTarget(input: unknown): string | null {
  if (typeof input !== 'string') return null
  const text = input.trim()
  if (!text || text.length > REDIRECT_PATH_MAX) return null
  if (/^https:\/\//i.test(text)) {
    try {
      return new URL(text).toString()
    } catch {
      return null
    }
  }
  if (!text.startsWith('/') || text.startsWith('//')) return null
  const [path, rest = ''] = text.split(/(?=[?#])/, 2)
  const clean = redirectPath(path)
  return clean ? clean + rest : null
}
