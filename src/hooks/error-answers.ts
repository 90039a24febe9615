/**
 * Errors that carry the answer the REST API gives for them. Payload's REST handler shapes an error's
 * answer by `instanceof` against its own error classes; in the production server bundle, the classes
 * a hook imports can be another copy, so a hook's ValidationError lost its field (the admin showed
 * "The following field is invalid: password" and marked nothing) and an APIError became "An unknown
 * error occurred.". A collection's `afterError` hook answers with what the error carries instead.
 */
import type { CollectionAfterErrorHook } from 'payload'

type Answer = { status: number; response: Record<string, unknown> }

const ANSWER = Symbol.for('acu.error-answer')

/** `error`, answered with `status` and a body of Payload's shape: `{ errors: [{ message, … }] }`. */
export function withAnswer<E extends Error>(error: E, status: number, fields: Record<string, unknown> = {}): E {
  const answer: Answer = { status, response: { errors: [{ message: error.message, ...fields }] } }
  return Object.assign(error, { [ANSWER]: answer })
}

export const answerCarriedErrors: CollectionAfterErrorHook = ({ error }) =>
  (error as Error & { [ANSWER]?: Answer })[ANSWER]
