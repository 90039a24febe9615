import '@/server-only'

import config from '@payload-config'
import { getPayload, type Payload, type Where } from 'payload'

import { isPreviewRead } from './cache'

/**
 * Named in Astro's build (astro.config.mjs): the pages Astro renders read through a Payload instance of
 * their own, so the one that runs the admin's saves, and their hooks, is always Next's (decision 39).
 */
declare const __PAYLOAD_INSTANCE__: string | undefined
const instance = typeof __PAYLOAD_INSTANCE__ === 'string' ? __PAYLOAD_INSTANCE__ : undefined

/** The Payload instance the site reads through. Only src/content/ imports this. */
export async function payloadClient(): Promise<Payload> {
  const payload = await getPayload({ config, key: instance })
  return isPreviewRead() ? draftReader(payload) : payload
}

/** The reads that take Payload's `draft` option: in a preview, each reads the latest version. */
const DRAFT_READS = new Set<string | symbol>(['find', 'findByID', 'findGlobal'])

/**
 * The Payload instance as a preview reads it: the same object, but `find`, `findByID` and
 * `findGlobal` ask for drafts (the latest version of a document or global, published or not).
 */
function draftReader(payload: Payload): Payload {
  return new Proxy(payload, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver)
      if (!DRAFT_READS.has(property) || typeof value !== 'function') return value
      return (options: Record<string, unknown>) => value.call(target, { ...options, draft: true })
    },
  })
}

const PUBLISHED: Where = { _status: { equals: 'published' } }

/**
 * A query for a collection with drafts (programmes, faculties), limited to what visitors may see:
 * documents published at least once (a new one saved only as a draft is left out). A preview reads
 * drafts, so there it is the query as given.
 */
export function publishedOnly(where?: Where): Where {
  if (isPreviewRead()) return where ?? {}
  return where && Object.keys(where).length > 0 ? { and: [where, PUBLISHED] } : PUBLISHED
}
