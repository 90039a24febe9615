import '@/server-only'

import type { Redirect } from '@/payload-types'

import { redirectPath } from '@/lib/redirect-path'
import { documentPath, PAGED_COLLECTIONS, type PagedCollection } from '@/lib/routes'

import { cached } from './cache'
import { payloadClient } from './payload'

/**
 * Where a redirect leads now: the document's current page, or the address typed for it (the site's
 * answers, and the visits dashboard's "already redirected").
 */
export function targetOf(redirect: Redirect): string | null {
  const to = redirect.to
  if (to?.type === 'custom') return to.url ?? null
  const reference = to?.reference
  const doc = reference?.value
  if (!reference || !doc || typeof doc !== 'object' || !('slug' in doc) || !doc.slug) return null
  // A draft that was never published has no page yet.
  if ('_status' in doc && doc._status === 'draft') return null
  return documentPath(reference.relationTo as PagedCollection, doc.slug)
}

/**
 * Every redirect, old path → where it leads, in one cached entry: an unknown address costs one
 * lookup in memory, however many are asked for. A renamed document expires it through its own tag.
 */
const readRedirects = cached(
  'redirects',
  ['redirects', ...Object.keys(PAGED_COLLECTIONS)],
  async (): Promise<Record<string, string>> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'redirects', pagination: false, depth: 1, overrideAccess: true })
    const map: Record<string, string> = {}
    for (const redirect of docs) {
      const target = targetOf(redirect)
      if (target && target !== redirect.from) map[redirect.from] = target
    }
    return map
  },
)

/** Where the page at `path` moved, or null. */
export async function movedTo(path: string): Promise<string | null> {
  const key = redirectPath(path)
  if (!key) return null
  return (await readRedirects())[key] ?? null
}

/**
 * Where the page at `path` moved, or null: also null when the database is down and this process never
 * read the redirects, since the page's own answer (a 404, or its route's rule) is still right for every
 * address that did not move, and better than a 500.
 */
export async function movedToIfReadable(path: string): Promise<string | null> {
  try {
    return await movedTo(path)
  } catch (error) {
    console.error('[content] redirects: could not be read; answering without them.', String(error))
    return null
  }
}
