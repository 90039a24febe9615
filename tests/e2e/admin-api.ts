import { expect, type APIRequestContext } from '@playwright/test'

import { E2E_ADMIN } from './e2e-admin'

/** Headers that sign Payload REST calls in as the e2e admin (for tests that change content, then restore it). */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/users/login', { data: E2E_ADMIN })
  expect(response.ok(), 'the e2e admin signs in').toBe(true)
  const { token } = (await response.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}
