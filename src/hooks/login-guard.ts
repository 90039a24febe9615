/**
 * Sign-ins from the web (`POST /api/users/login`, which the admin's form posts to as well), on the
 * users collection:
 * - every attempt first passes the throttle (src/lib/login-guard.ts): past a client's or an
 *   address's limit it is answered 429 with Retry-After, before any password is checked;
 * - an address without an account costs the same work as a wrong password for one (a password
 *   hash of the same cost) and gets the same answer, byte for byte, from Payload itself;
 * - each attempt is logged through Payload's logger: succeeded, failed, throttled, and locked (a
 *   warning naming the address, for the admins; the account's owner gets an e-mail, src/email.ts);
 * - an admin's unlock (`POST /api/users/unlock`) lifts the lock on an address.
 * The site's own code signing in through Payload's local API is not throttled.
 */
import crypto from 'node:crypto'

import {
  APIError,
  type CollectionAfterErrorHook,
  type CollectionAfterLoginHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type PayloadRequest,
} from 'payload'

import { databaseLoginStore } from '@/content/login-guard'
import { sendLockedNotice } from '@/email'
import { withAnswer } from '@/hooks/error-answers'
import { clientAddress } from '@/lib/client-address'
import { LoginGuard, normalizeEmail, throttledMessage, type CountedAttempt } from '@/lib/login-guard'

/**
 * How Payload 3.90 hashes a password (PBKDF2-SHA256, 600 000 rounds, 32 bytes: payload's
 * auth/strategies/local/generatePasswordSaltHash.js), so the stand-in costs what a real check does.
 */
export const PASSWORD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const

const standInSalt = crypto.randomBytes(32).toString('hex')

/** Hashes `password` as a check against a stored password would, and throws the result away. */
function standInHash(password: string): Promise<void> {
  const { iterations, keyLength, digest } = PASSWORD_HASH
  return new Promise((resolve) => crypto.pbkdf2(password, standInSalt, iterations, keyLength, digest, () => resolve()))
}

type Attempt = CountedAttempt & { email: string; client: { address: string } }

const ATTEMPT = 'signInAttempt'

const guardFor = (req: PayloadRequest) => new LoginGuard(databaseLoginStore(req.payload))

/** An address as it goes into the log: as typed (normalized), never longer than an address may be. */
const logged = (email: string) => email.slice(0, 254)

const throttleSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' || req.payloadAPI === 'local') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data ?? {}
  const email = typeof data.email === 'string' ? normalizeEmail(data.email) : ''
  const password = typeof data.password === 'string' ? data.password : ''
  const address = clientAddress(req.headers)

  const verdict = await guardFor(req).attempt(address, email)
  if (verdict.kind === 'throttled') {
    const minutes = Math.ceil(verdict.retryAfterSeconds / 60)
    if (verdict.lockedNow) {
      req.payload.logger.warn(
        { event: 'login.locked', email: logged(email), client: address, minutes },
        `Sign-in locked for ${logged(email)} for ${minutes} minutes after too many failed sign-ins from several clients; its owner is told by e-mail when e-mail is on. An admin can unlock it.`,
      )
      void sendLockedNotice(req.payload, email, minutes)
    }
    req.payload.logger.info(
      { event: 'login.throttled', scope: verdict.scope, email: logged(email), client: address },
      'Sign-in refused: too many attempts',
    )
    req.responseHeaders = new Headers({ 'Retry-After': String(verdict.retryAfterSeconds) })
    throw withAnswer(new APIError(throttledMessage(verdict.retryAfterSeconds), 429), 429)
  }
  req.context[ATTEMPT] = { ...verdict, email, client: { ...verdict.client, address } } satisfies Attempt

  // Payload checks a password only when the address has an account (and both were given): the
  // same hash for an unknown address, so the answer takes as long either way.
  if (email && password.trim()) {
    const user = await req.payload.db.findOne({ collection: 'users', where: { email: { equals: email } }, req })
    if (!user) await standInHash(password)
  }
  return args
}

const recordSuccess: CollectionAfterLoginHook = async ({ req }) => {
  const attempt = req.context[ATTEMPT] as Attempt | undefined
  if (!attempt) return
  await guardFor(req).succeeded(attempt)
  req.payload.logger.info(
    { event: 'login.succeeded', email: logged(attempt.email), client: attempt.client.address },
    'Signed in',
  )
}

const recordFailure: CollectionAfterErrorHook = ({ error, req }) => {
  const attempt = req.context[ATTEMPT] as Attempt | undefined
  if (!attempt) return
  req.payload.logger.info(
    { event: 'login.failed', email: logged(attempt.email), client: attempt.client.address, reason: error.message },
    'Sign-in failed',
  )
}

const liftLockOnUnlock: CollectionAfterOperationHook = async ({ args, operation, req, result }) => {
  if (operation !== 'unlock' || !result) return result
  const email = (args as { data?: { email?: unknown } }).data?.email
  if (typeof email === 'string') {
    await guardFor(req).unlock(email)
    req.payload.logger.info({ event: 'login.unlocked', email: logged(normalizeEmail(email)) }, 'Sign-in lock lifted')
  }
  return result
}

/** The users collection with the sign-in throttle's hooks added. */
export function withLoginGuard(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      beforeOperation: [throttleSignIn, ...(hooks.beforeOperation ?? [])],
      afterLogin: [...(hooks.afterLogin ?? []), recordSuccess],
      afterError: [...(hooks.afterError ?? []), recordFailure],
      afterOperation: [...(hooks.afterOperation ?? []), liftLockOnUnlock],
    },
  }
}
