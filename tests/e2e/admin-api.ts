import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test'

import { E2E_ADMIN } from './e2e-admin'

/**
 * For the few tests that change shared content (to see an empty or default state) and then put
 * it back. Payload's REST API is used as the signed-in e2e admin.
 */

/**
 * Signs the e2e admin in (the request context keeps the cookie); one sign-in at a time across the
 * workers. Payload adds a sign-in's session to the list of the user's sessions it read before it
 * checked the password, so of two sign-ins of one user at the same moment only one session is kept,
 * and the other's token is refused ("You are not allowed to perform this action").
 */
export function signInAsAdmin(request: APIRequestContext): Promise<APIResponse> {
  return oneSignInAtATime(() => request.post('/api/users/login', { data: E2E_ADMIN }))
}

/** Runs `signIn` (the admin's form, say) while no other worker signs the e2e admin in (`signInAsAdmin` says why). */
export function oneSignInAtATime<T>(signIn: () => Promise<T>): Promise<T> {
  return withContentLock('sign-in', signIn)
}

/** Signs the e2e admin in through the admin's own form and waits for its dashboard. */
export async function signInThroughForm(page: Page): Promise<void> {
  await page.goto('/admin')
  await page.getByLabel(/email/i).fill(E2E_ADMIN.email)
  await page.getByLabel(/password/i).fill(E2E_ADMIN.password)
  await oneSignInAtATime(async () => {
    await page.getByRole('button', { name: /login/i }).click()
    // The dashboard lists the content collections once signed in.
    await expect(page.getByRole('link', { name: 'Faculties' }).first()).toBeAttached({ timeout: 30_000 })
  })
}

/** Headers that sign Payload REST calls in as the e2e admin. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await signInAsAdmin(request)
  expect(response.ok(), 'the e2e admin signs in').toBe(true)
  const { token } = (await response.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

/** This worker's sign-in for reading content through Payload's REST API, made at its first use. */
let readerToken: Promise<string> | undefined

/**
 * GETs `path` of Payload's REST API as the e2e admin: it answers signed-in users only
 * (src/hooks/rest-gate.ts), and the tests read content through it to know what pages must show. One
 * sign-in serves the worker; a session ended meanwhile (a test signed the admin out) is made again.
 */
export async function getAsAdmin(request: APIRequestContext, path: string): Promise<APIResponse> {
  readerToken ??= adminHeaders(request).then((headers) => headers.Authorization)
  const response = await request.get(path, { headers: { Authorization: await readerToken } })
  if (response.status() !== 401) return response
  readerToken = adminHeaders(request).then((headers) => headers.Authorization)
  return request.get(path, { headers: { Authorization: await readerToken } })
}

/** Publishes or unpublishes documents of a collection with drafts. */
export async function setStatus(
  request: APIRequestContext,
  headers: Record<string, string>,
  collection: string,
  ids: number[],
  status: 'draft' | 'published',
): Promise<void> {
  for (const id of ids) {
    const response = await request.patch(`/api/${collection}/${id}`, { headers, data: { _status: status } })
    expect(response.ok(), `set ${collection} ${id} to ${status}`).toBe(true)
  }
}

/**
 * Runs `fn` while no other test (in any worker) holds the same named lock. Tests that change
 * content take it for the whole change; tests that count on that content take it while they load
 * the page, so they never see it half changed.
 */
export async function withContentLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const dir = path.join(os.tmpdir(), `acu-e2e-lock-${name}-${process.env.E2E_PORT || 3100}`)
  const deadline = Date.now() + 120_000
  for (;;) {
    try {
      await fs.mkdir(dir)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      // A lock left behind by a killed run is not held by anyone.
      const stat = await fs.stat(dir).catch(() => null)
      if (stat && Date.now() - stat.mtimeMs > 180_000) await fs.rm(dir, { recursive: true, force: true })
      if (Date.now() > deadline) throw new Error(`content lock "${name}" not released in time`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  try {
    return await fn()
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
}
