/**
 * Guards on Payload's own REST API (/api/<collection>, /api/globals/<slug>), added to every collection
 * and global in src/payload.config.ts:
 * - documents are numbered (SQLite and PostgreSQL both), so /api/programmes/abc can never match
 *   one; Payload would pass the text to the database, which fails and answers 500: this answers 404;
 * - anonymous callers read at most 100 documents a request, at most 2 relations deep, whatever they
 *   write for `limit`, `page` and `depth` (src/lib/rest-limits.ts), so nobody can ask the server for
 *   the whole database in one go. Signed-in editors and the site's own code (Payload's local API) are
 *   not limited;
 * - a body that is not a JSON object (`null`, `"x"`, `[1]`) is a 400, not a crash;
 * - routes Payload adds to every collection but that mean nothing for this one (the versions of a
 *   collection without versions, e-mail verification where accounts are not verified by e-mail) are
 *   404s: Payload would query tables and columns that do not exist and answer 500.
 */
import {
  APIError,
  NotFound,
  type AfterErrorHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Endpoint,
  type GlobalBeforeOperationHook,
  type GlobalConfig,
  type PayloadRequest,
} from 'payload'

import { isQueryFault, QUERY_PARAMETERS } from '@/lib/query-fault'
import { clampAnonymousRead } from '@/lib/rest-limits'

/** Operations that read documents (a list, one document, a list of versions, one version). */
const READS = new Set(['read', 'findVersions', 'findVersionByID'])
const WRITES = new Set(['create', 'update', 'updateByID'])

const isAnonymousRest = (req: PayloadRequest) => req.payloadAPI === 'REST' && !req.user

/** A body Payload can save: a JSON object, not `null`, a string, a number or an array. */
export const isDocumentBody = (data: unknown) => typeof data === 'object' && data !== null && !Array.isArray(data)

const BODY_NOT_AN_OBJECT = 'The request body must be a JSON object.'

const guardRestCalls: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const call = args as Record<string, unknown> & { id?: unknown; data?: unknown }
  if (call.id !== undefined && call.id !== null && !/^\d{1,15}$/.test(String(call.id))) throw new NotFound(req.t)
  // No body at all (an upload without `_payload`) is Payload's to judge.
  if (WRITES.has(operation) && req.payloadAPI === 'REST' && call.data !== undefined && !isDocumentBody(call.data))
    throw new APIError(BODY_NOT_AN_OBJECT, 400, null, true)
  if (READS.has(operation) && isAnonymousRest(req)) Object.assign(call, clampAnonymousRead(call))
  return args
}

const guardGlobalReads: GlobalBeforeOperationHook = ({ args, operation, req }) => {
  if (READS.has(operation) && isAnonymousRest(req)) {
    const call = args as Record<string, unknown>
    Object.assign(call, clampAnonymousRead(call))
  }
  return args
}

const notFound: Endpoint['handler'] = () => Response.json({ errors: [{ message: 'Not found.' }] }, { status: 404 })

/** Routes that answer 404 here, listed before Payload's own so they are matched first. */
const VERSION_ROUTES: Endpoint[] = [
  { path: '/versions', method: 'get', handler: notFound },
  { path: '/versions/:id', method: 'get', handler: notFound },
  { path: '/versions/:id', method: 'post', handler: notFound },
]
const VERIFY_ROUTE: Endpoint = { path: '/verify/:token', method: 'post', handler: notFound }

function missingRoutes(config: CollectionConfig | GlobalConfig, verifiesEmail: boolean): Endpoint[] {
  return [...(config.versions ? [] : VERSION_ROUTES), ...(verifiesEmail ? [] : [VERIFY_ROUTE])]
}

export function withRestGuards(collection: CollectionConfig): CollectionConfig {
  const verifiesEmail = !collection.auth || (typeof collection.auth === 'object' && Boolean(collection.auth.verify))
  return {
    ...collection,
    endpoints:
      collection.endpoints === false
        ? false
        : [...missingRoutes(collection, verifiesEmail), ...(collection.endpoints ?? [])],
    hooks: { ...collection.hooks, beforeOperation: [guardRestCalls, ...(collection.hooks?.beforeOperation ?? [])] },
  }
}

export function withGlobalRestGuards(global: GlobalConfig): GlobalConfig {
  return {
    ...global,
    endpoints: global.endpoints === false ? false : [...missingRoutes(global, true), ...(global.endpoints ?? [])],
    hooks: { ...global.hooks, beforeOperation: [guardGlobalReads, ...(global.hooks?.beforeOperation ?? [])] },
  }
}

const QUERY_REFUSED =
  'The query cannot be used: check that each field takes the operator given and each value fits its field.'

/** The request carries a query of the client's own (`where`, `data`, `sort`…) that an error may come from. */
const wroteAQuery = (req: PayloadRequest) =>
  QUERY_PARAMETERS.some((name) => (req.query as Record<string, unknown> | undefined)?.[name] !== undefined)

type ErrorAnswer = { errors: Array<Record<string, unknown>> }

/**
 * The error's `data` (a ValidationError's list of refused fields) put back into its answer. Payload
 * shapes an answer by `instanceof` against its own error classes, and the production server holds
 * more than one copy of them (each of Next's module graphs bundles Payload; the instance is made by
 * whichever graph asks first): an error of another copy was answered with its message alone, so the
 * admin and REST callers could not tell which field was refused. Only public errors carry their data.
 */
function withErrorData(error: unknown, result: ErrorAnswer): ErrorAnswer {
  const { data, isPublic } = (error ?? {}) as { data?: unknown; isPublic?: boolean }
  const [only] = result.errors
  if (!isPublic || !data || typeof data !== 'object' || result.errors.length !== 1 || 'data' in only) return result
  return { ...result, errors: [{ ...only, data }] }
}

/**
 * Error answers say what went wrong and nothing about the code: Payload names the error's class,
 * which the production build minifies to one letter (`"name":"o"`). A body that reached an operation
 * before the guard above could refuse it (a collection with drafts reads it first) is a 400 too.
 */
export const tidyErrorAnswers: AfterErrorHook = ({ error, req, result }) => {
  const bodyWasRefused =
    ['POST', 'PATCH', 'PUT'].includes(req.method ?? '') && req.data !== undefined && !isDocumentBody(req.data)
  if (bodyWasRefused) return { status: 400, response: { errors: [{ message: BODY_NOT_AN_OBJECT }] } }
  if (wroteAQuery(req) && isQueryFault(error))
    return { status: 400, response: { errors: [{ message: QUERY_REFUSED }] } }
  if (!result) return
  const answer = withErrorData(error, result)
  return { response: { ...answer, errors: answer.errors.map(({ name: _name, ...rest }) => rest) } }
}
