/**
 * Matches a request under /api/v1/ to its endpoint and answers it with the
 * contract's behaviour: JSON bodies, absolute image URLs, ETag and 304,
 * Cache-Control with stale-while-revalidate, 400/404/405 JSON errors, and 503
 * with Retry-After when the content store fails. Never a stack trace.
 */
import '@/server-only'

import { createHash } from 'node:crypto'

import { env } from '@/env'
import { clientAddress } from '@/lib/client-address'
import { originOf } from '@/lib/origin'
import { parsePaging } from '@/lib/paging'

import { counterEndpoints } from './counters'
import { readEndpoints, type Endpoint, type Params } from './endpoints'
import { openApiDocument } from './openapi'

export const endpoints: Endpoint[] = [...readEndpoints, ...counterEndpoints]

const MAX_PATH_LENGTH = 300
const CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=300'
const IMAGE_FIELDS = new Set([
  'ImagePath',
  'Image',
  'FacultyImage',
  'ProChancellorImage',
  'CampusBannerImage',
  'UploadFile',
])

const jsonError = (status: number, error: string, headers: Record<string, string> = {}) =>
  Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

type Match = { endpoint: Endpoint; params: Params } | { error: Response }

/** A path template's parts; a last parameter written {Name*} takes every remaining segment (staff IDs hold slashes). */
function fits(template: string, segments: string[]): boolean {
  const parts = template.split('/')
  const greedy = parts.at(-1)?.endsWith('*}')
  if (greedy ? segments.length < parts.length : segments.length !== parts.length) return false
  return parts.every((p, i) => p.startsWith('{') || p === segments[i])
}

function match(method: string, segments: string[]): Match {
  const candidates = endpoints.filter((e) => fits(e.path, segments))
  // A literal segment beats a parameter (academic/staff/all before academic/staff/{StaffID*}).
  candidates.sort((a, b) => a.path.split('{').length - b.path.split('{').length)
  if (candidates.length === 0) return { error: jsonError(404, `No such endpoint: /api/v1/${segments.join('/')}`) }
  const endpoint = candidates.find((e) => e.method === method)
  if (!endpoint) {
    const allow = [...new Set(candidates.map((e) => e.method))].join(', ')
    return { error: jsonError(405, `Use ${allow} for this endpoint`, { Allow: allow }) }
  }
  const params: Params = {}
  const parts = endpoint.path.split('/')
  for (let i = 0; i < parts.length; i++) {
    if (!parts[i].startsWith('{')) continue
    const greedy = parts[i].endsWith('*}')
    const name = parts[i].slice(1, greedy ? -2 : -1)
    const value = greedy ? segments.slice(i).join('/') : segments[i]
    const rule = endpoint.params?.[name]
    if (!rule || !rule.pattern.test(value)) {
      return { error: jsonError(400, `Malformed ${name}: expected ${rule?.description ?? 'a valid value'}`) }
    }
    params[name] = value
  }
  return { endpoint, params }
}

/** Turns site-relative upload URLs into absolute ones for other clients. */
function absolutize(value: unknown, origin: string): unknown {
  if (Array.isArray(value)) return value.map((v) => absolutize(v, origin))
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        IMAGE_FIELDS.has(k) && typeof v === 'string' && v.startsWith('/') ? origin + v : absolutize(v, origin),
      ]),
    )
  }
  return value
}

function etagMatches(header: string | null, etag: string) {
  if (!header) return false
  return header === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)
}

export async function handleContract(request: Request, segments: string[]): Promise<Response> {
  const method = request.method.toUpperCase()
  const path = segments.join('/')
  if (path.length > MAX_PATH_LENGTH) return jsonError(400, 'Path too long')
  if (path === 'openapi.json') {
    return method === 'GET' ? Response.json(openApiDocument(endpoints)) : jsonError(405, 'Use GET', { Allow: 'GET' })
  }
  const found = match(method, segments)
  if ('error' in found) return found.error

  // A list endpoint's optional paging (?limit=&page=); without it the whole list, as always.
  const { endpoint } = found
  let paging = null
  if (endpoint.page && method === 'GET') {
    const query = new URL(request.url).searchParams
    const parsed = parsePaging(query.getAll('limit'), query.getAll('page'))
    if ('error' in parsed) return jsonError(400, parsed.error)
    paging = parsed.paging
  }

  let result
  try {
    result =
      paging && endpoint.page
        ? { status: 200 as const, body: await endpoint.page(paging) }
        : await endpoint.handle(found.params, clientAddress(request.headers))
  } catch (error) {
    console.error(`[api/v1] ${method} /${path} failed:`, error instanceof Error ? error.message : error)
    return jsonError(503, 'The content store is unavailable; try again shortly.', { 'Retry-After': '30' })
  }
  if (result instanceof Response) return result

  const origin = originOf(request, { publicUrl: env.publicUrl, trustProxy: env.trustProxy })
  const body = JSON.stringify(absolutize(result.body, origin))
  if (method !== 'GET') {
    return new Response(body, {
      status: result.status,
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
    })
  }
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
  const headers = {
    'Content-Type': 'application/json',
    'Cache-Control': CACHE_CONTROL,
    ETag: etag,
    Vary: 'Accept-Encoding',
  }
  if (result.status === 200 && etagMatches(request.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(body, { status: result.status, headers })
}
