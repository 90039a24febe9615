/**
 * The door in front of Payload's REST API (`/api/...` but the contract, `/api/v1`): a client that is
 * not signed in reaches only the routes of src/lib/public-api.ts, and is answered before Payload reads
 * a byte of the body or parses the query. So the whole class of anonymous abuse of Payload's own routes
 * (drafts by doubled parameters, documents invented through `data`, malformed or huge `where` trees,
 * listings of uploads, the permission model at `/api/access`) is closed at once, not hole by hole.
 * Signed-in users (the admin's requests) pass, with two checks that hold for everyone: no plain
 * parameter twice, and Payload's method override only as Payload's own admin sends it.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { databaseLoginStore } from '@/content/login-guard'
import { hasSessionCookie } from '@/lib/answer-headers.mjs'
import { clientAddress } from '@/lib/client-address'
import {
  ACCOUNT_WINDOW_MS,
  accountLimit,
  apiDoor,
  hasDoubledParameter,
  METHOD_OVERRIDE_HEADERS,
  type AccountAction,
} from '@/lib/public-api'

type RestHandler<C> = (request: Request, context: C) => Promise<Response>

const refuse = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json(
    { errors: [{ message }] },
    { status, headers: { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers } },
  )

const SIGN_IN_FIRST = 'Sign in to the admin to use this address. The public API is at /api/v1.'

/** True when the request carries a session: the admin's cookie or an Authorization header. */
const carriesSession = (headers: Headers) =>
  Boolean(headers.get('authorization')) || hasSessionCookie(headers.get('cookie'))

/** A 429 when the client has made more than its share of requests to an account route. */
async function throttleAccount(action: AccountAction, request: Request): Promise<Response | undefined> {
  const limit = accountLimit(action, carriesSession(request.headers))
  if (limit === undefined) return undefined
  const payload = await getPayload({ config })
  const now = Date.now()
  const key = `route:${action}:${clientAddress(request.headers).slice(0, 100)}`
  const entry = await databaseLoginStore(payload).countCall(key, now, now - ACCOUNT_WINDOW_MS, now + ACCOUNT_WINDOW_MS)
  if (entry.calls <= limit) return undefined
  const seconds = Math.max(1, Math.ceil((entry.at + ACCOUNT_WINDOW_MS - now) / 1000))
  const minutes = Math.ceil(seconds / 60)
  return refuse(429, `Too many requests. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    'Retry-After': String(seconds),
  })
}

/** The signed-in user of the request, through Payload's own strategies (cookie, JWT or API key). */
async function isSignedIn(request: Request): Promise<boolean> {
  if (!carriesSession(request.headers)) return false
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  return Boolean(user)
}

/**
 * The answer that stops `request` here, or undefined when Payload may have it. `pathname` is the route
 * as Payload will match it (by default the request's own path).
 */
export async function gateRefusal(request: Request, pathname?: string): Promise<Response | undefined> {
  const url = new URL(request.url)
  if (hasDoubledParameter(url.searchParams))
    return refuse(400, 'A parameter is given more than once. Give each parameter once.')
  const door = apiDoor(request.method, pathname ?? url.pathname)
  const overridden = METHOD_OVERRIDE_HEADERS.some((name) => request.headers.has(name))
  if (overridden && door.door !== 'signed-in') return refuse(400, 'This address does not take a method override.')
  if (door.door === 'file') return undefined
  if (door.door === 'account') return throttleAccount(door.action, request)
  // 401 names the scheme Payload's API takes (`Authorization: JWT <token>`), as a 401 must.
  if (!(await isSignedIn(request))) return refuse(401, SIGN_IN_FIRST, { 'WWW-Authenticate': 'JWT realm="admin"' })
  return undefined
}

type RouteContext = { params: Promise<{ slug?: string[] }> }

/**
 * `handler` (one of Payload's REST route handlers) behind the gate. The route is judged from the
 * segments Next hands Payload, spelt as Payload spells them, never from a second reading of the URL.
 */
export function behindGate<C extends RouteContext>(handler: RestHandler<C>): RestHandler<C> {
  return async (request, context) => {
    const { slug = [] } = await context.params
    const pathname = `/api/${slug.map((segment) => encodeURIComponent(segment)).join('/')}`
    let refusal: Response | undefined
    try {
      refusal = await gateRefusal(request, pathname)
    } catch {
      // The session or the throttle could not be read: the database is away (readyz says so), not the client's fault.
      return refuse(503, 'The content store is not answering. Try again in a minute.', { 'Retry-After': '60' })
    }
    return refusal ?? handler(request, context)
  }
}
