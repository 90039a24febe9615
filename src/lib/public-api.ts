/**
 * Which of the CMS's own API routes (Payload's REST API under /api, not the contract under /api/v1)
 * a client that is not signed in may reach (docs/security.md, "What is public"). Everything the site's
 * visitors use is a page, a feed or the contract; Payload's REST API is the admin's. So an anonymous
 * client reaches only:
 * - the files of uploads by name (`GET /api/media/file/<name>`, `/api/documents/file/<name>`), which
 *   pages link to;
 * - the account routes the admin's sign-in page uses, each throttled per client (`ACCOUNT_LIMITS`).
 * Everything else, listings of uploads and `/api/access` included, is for signed-in users.
 */

export type AccountAction = 'login' | 'logout' | 'me' | 'refresh-token' | 'forgot-password' | 'reset-password'

export type ApiDoor = { door: 'file' } | { door: 'account'; action: AccountAction } | { door: 'signed-in' }

/** The account routes and the method each answers. */
const ACCOUNT_ROUTES: Record<AccountAction, string> = {
  login: 'POST',
  logout: 'POST',
  me: 'GET',
  'refresh-token': 'POST',
  'forgot-password': 'POST',
  'reset-password': 'POST',
}

/** Collections whose files pages link to by name. */
const FILE_COLLECTIONS = ['media', 'documents']

/**
 * How many requests one client may make to an account route in `ACCOUNT_WINDOW_MS`. Sign-in has its
 * own throttle of failures (src/lib/login-guard.ts); `me`, `refresh-token` and `logout` are counted only
 * when the request carries no session, so the web team's own admin is never held back.
 */
export const ACCOUNT_LIMITS: Record<Exclude<AccountAction, 'login'>, number> = {
  'forgot-password': 5,
  'reset-password': 10,
  me: 60,
  'refresh-token': 30,
  logout: 30,
}
export const ACCOUNT_WINDOW_MS = 15 * 60_000

const isAccountAction = (name: string): name is AccountAction => Object.hasOwn(ACCOUNT_ROUTES, name)

/**
 * The door `method` and `pathname` (as sent, under /api/) come through. Only the exact spellings
 * count: a doubled slash, a trailing one or another case is for signed-in users like any other route.
 */
export function apiDoor(method: string, pathname: string): ApiDoor {
  const parts = pathname.split('/').slice(1)
  if (parts[0] !== 'api') return { door: 'signed-in' }
  const [, collection, route, name, ...rest] = parts
  const reads = method === 'GET' || method === 'HEAD'
  if (reads && FILE_COLLECTIONS.includes(collection) && route === 'file' && name && rest.length === 0)
    return { door: 'file' }
  if (collection === 'users' && route && isAccountAction(route) && name === undefined)
    return ACCOUNT_ROUTES[route] === method ? { door: 'account', action: route } : { door: 'signed-in' }
  return { door: 'signed-in' }
}

/** An account route's limit for this request, or undefined when it is not counted (see ACCOUNT_LIMITS). */
export function accountLimit(action: AccountAction, carriesSession: boolean): number | undefined {
  if (action === 'login') return undefined
  if (carriesSession && (action === 'me' || action === 'refresh-token' || action === 'logout')) return undefined
  return ACCOUNT_LIMITS[action]
}

/** Payload's method override (`X-HTTP-Method-Override: GET` on a POST) in either of its spellings. */
export const METHOD_OVERRIDE_HEADERS = ['x-http-method-override', 'x-payload-http-method-override']

/**
 * True when the query names a plain parameter (`draft`, `depth`, `limit`, not `where[…]`) twice:
 * Payload reads the first value where another reader may take them all (`draft=true,true`).
 */
export function hasDoubledParameter(search: URLSearchParams): boolean {
  const plain = [...search.keys()].filter((name) => !name.includes('['))
  return new Set(plain).size !== plain.length
}
