import '@/server-only'

import type { IncomingHttpHeaders } from 'node:http'

import { isStaffUser } from '@/access'
import type { User } from '@/payload-types'

import { payloadClient } from './payload'

/** The request headers Payload reads to know a signed-in user: the session cookie, and where the request came from. */
const AUTH_HEADERS = ['cookie', 'origin', 'sec-fetch-site'] as const

/**
 * The signed-in member of the web team a preview is for (their session cookie, checked by Payload
 * against the request's origin), or null for anyone else: the preview of a draft says nothing to the public.
 */
export async function previewUser(requestHeaders: IncomingHttpHeaders): Promise<User | null> {
  if (!requestHeaders.cookie) return null
  const headers = new Headers()
  for (const name of AUTH_HEADERS) {
    const value = requestHeaders[name]
    if (typeof value === 'string') headers.set(name, value)
  }
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers }).catch(() => ({ user: null }))
  return isStaffUser(user as { role?: string } | null) ? (user as User) : null
}

/** A database id as the preview's address gives it, or null when it cannot be one. */
export const previewId = (id: string): number | null => (/^\d{1,15}$/.test(id) ? Number(id) : null)

/**
 * The slug of a programme's or faculty's latest version (a draft, or the published one when there
 * is no draft), read as `user` may read it; null for an unknown id.
 */
export async function draftSlug(
  collection: 'programmes' | 'faculties',
  id: string,
  user: User,
): Promise<string | null> {
  const key = previewId(id)
  if (key === null) return null
  const payload = await payloadClient()
  const doc = await payload.findByID({
    collection,
    id: key,
    draft: true,
    depth: 0,
    select: { slug: true },
    overrideAccess: false,
    user,
    disableErrors: true,
  })
  return typeof doc?.slug === 'string' && doc.slug ? doc.slug : null
}
