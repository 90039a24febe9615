/**
 * Whether an error thrown while Payload answered a read came from the query the client wrote rather
 * than from the server: an operator the field does not have (`where[title][near]`), a value its column
 * cannot take (`where[faculty][equals]=abc`, `where[createdAt][greater_than]=notadate`), a list where
 * one value belongs (`where[title][equals][0]=a`), JSON that does not parse (`where={bad`, `data={bad`).
 * Payload passes such queries to the database, which fails, and answers 500; they are the client's
 * fault and get a 400. A lost database, a lock or a full disk is none of these and stays a 5xx.
 */

/** Messages of the database drivers (libsql, pg) refusing a value bound to a query. */
const BAD_VALUE = /can only bind|cannot be passed as argument|only finite numbers|invalid input syntax/i

/** PostgreSQL's error classes of the query's own making: 22 data exception, 42 syntax or rule violation. */
const PG_QUERY_CLASSES = ['22', '42']

type ErrorLike = { name?: unknown; message?: unknown; code?: unknown; cause?: unknown }

function isFaultOfQuery(error: ErrorLike): boolean {
  const message = String(error.message ?? '')
  if (error.name === 'SyntaxError' && /JSON/.test(message)) return true
  if (error.name === 'TypeError' && /operators\[/.test(message)) return true
  if ((error.name === 'TypeError' || error.name === 'RangeError' || error.name === 'Error') && BAD_VALUE.test(message))
    return true
  const code = typeof error.code === 'string' ? error.code : ''
  return /^[0-9A-Z]{5}$/.test(code) && PG_QUERY_CLASSES.includes(code.slice(0, 2))
}

/** True when `error`, or an error it was caused by (a few levels down), is the query's fault. */
export function isQueryFault(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    if (isFaultOfQuery(current as ErrorLike)) return true
    current = (current as ErrorLike).cause
  }
  return false
}

/** The names in a request's query that can carry a query of the client's own. */
export const QUERY_PARAMETERS = ['where', 'data', 'sort', 'select', 'populate', 'joins']
