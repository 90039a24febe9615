import { expect, test } from './fixtures'

import { signInAsAdmin, signInThroughForm } from './admin-api'
import { E2E_ADMIN } from './e2e-admin'

test.describe('the admin', () => {
  test('refuses public registration of a first user: the seed made one, and the API is for signed-in users', async ({
    request,
  }) => {
    const response = await request.post('/api/users/first-register', {
      data: {
        email: 'intruder@example.com',
        password: 'intruder-password-123',
        'confirm-password': 'intruder-password-123',
      },
    })
    expect(response.status()).toBe(401)
    const login = await request.post('/api/users/login', {
      data: { email: 'intruder@example.com', password: 'intruder-password-123' },
    })
    expect(login.ok()).toBe(false)
  })

  test('lets the configured admin sign in and see the content collections', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the admin is checked once, at desktop width')
    test.setTimeout(90_000)
    await signInThroughForm(page)
    await page.goto('/admin/collections/faculties')
    await expect(page.getByText(/Faculty of Engineering/).first()).toBeVisible({ timeout: 30_000 })
  })
})

test("the admin's session cookie counts only on requests from the site's own origin", async ({
  playwright,
  baseURL,
}) => {
  // A fresh context holds the cookie the way a browser would after signing in.
  const context = await playwright.request.newContext({ baseURL })
  const login = await signInAsAdmin(context)
  expect(login.ok()).toBe(true)
  const me = async (headers: Record<string, string>) =>
    ((await (await context.get('/api/users/me', { headers })).json()) as { user: { email: string } | null }).user

  const ownOrigin = new URL(baseURL as string).origin
  expect((await me({ Origin: ownOrigin }))?.email).toBe(E2E_ADMIN.email)
  expect(await me({ Origin: 'https://evil.example' })).toBeNull()
  expect(await me({ Origin: ownOrigin.replace('127.0.0.1', 'attacker.127.0.0.1.nip.io') })).toBeNull()
  // A cross-site request without an Origin header is refused too; the browser marks it with Sec-Fetch-Site.
  expect(await me({ 'Sec-Fetch-Site': 'cross-site' })).toBeNull()
  expect((await me({ 'Sec-Fetch-Site': 'same-origin' }))?.email).toBe(E2E_ADMIN.email)
  await context.dispose()
})

test('every response carries the security headers', async ({ request }) => {
  for (const path of ['/', '/about', '/search?q=law', '/no/such/page', '/api/v1/news/all/active', '/admin']) {
    const headers = (await request.get(path)).headers()
    expect(headers['content-security-policy'], path).toContain("object-src 'none'")
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy'], path).toContain('camera=()')
    expect(headers['x-frame-options'], path).toBe('SAMEORIGIN')
    expect(headers['x-powered-by'], path).toBeUndefined()
  }
  // An island's script keeps what applies to a script; the page policies govern documents only.
  const script = (await request.get('/islands/site-header.js')).headers()
  expect(script['x-content-type-options']).toBe('nosniff')
  expect(script['content-security-policy']).toBeUndefined()
})
