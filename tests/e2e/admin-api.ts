import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test'

import { E2E_ADMIN } from './e2e-admin'

/**
 * For the few tests that change shared content (to see an empty or default state) and then put
 * it back. Payload's REST API is used as the signed-in e2e admin.
 */

/**
 * Signs the e2e admin in (the request context keeps the cookie). Each worker has a server of its own
 * (tests/e2e/fixtures.ts), so no two workers sign the admin in at the same moment: Payload keeps only
 * one of two sessions made at once for one user.
 */
export function signInAsAdmin(request: APIRequestContext): Promise<APIResponse> {
  return request.post('/api/users/login', { data: E2E_ADMIN })
}

/** Signs the e2e admin in through the admin's own form and waits for its dashboard. */
export async function signInThroughForm(page: Page): Promise<void> {
  await page.goto('/admin')
  await page.getByLabel(/email/i).fill(E2E_ADMIN.email)
  await page.getByLabel(/password/i).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: /login/i }).click()
  // The dashboard lists the content collections once signed in.
  await expect(page.getByRole('link', { name: 'Faculties' }).first()).toBeAttached({ timeout: 30_000 })
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
