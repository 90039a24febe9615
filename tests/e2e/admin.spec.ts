import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from './e2e-admin'

test.describe('the admin', () => {
  test('refuses public registration of a first user once the seed made one', async ({ request }) => {
    const response = await request.post('/api/users/first-register', {
      data: {
        email: 'intruder@example.com',
        password: 'intruder-password-123',
        'confirm-password': 'intruder-password-123',
      },
    })
    expect(response.status()).toBe(403)
    const login = await request.post('/api/users/login', {
      data: { email: 'intruder@example.com', password: 'intruder-password-123' },
    })
    expect(login.ok()).toBe(false)
  })

  test('lets the configured admin sign in and see the content collections', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the admin is checked once, at desktop width')
    test.setTimeout(90_000)
    await page.goto('/admin')
    await page.getByLabel(/email/i).fill(E2E_ADMIN.email)
    await page.getByLabel(/password/i).fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: /login/i }).click()
    // The dashboard lists the content collections once signed in.
    await expect(page.getByRole('link', { name: 'Faculties' }).first()).toBeAttached({ timeout: 30_000 })
    await page.goto('/admin/collections/faculties')
    await expect(page.getByText(/Faculty of Engineering/).first()).toBeVisible({ timeout: 30_000 })
  })
})

test('every response carries the security headers', async ({ request }) => {
  const response = await request.get('/')
  const headers = response.headers()
  expect(headers['content-security-policy']).toContain("object-src 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['x-frame-options']).toBe('SAMEORIGIN')
  expect(headers['x-powered-by']).toBeUndefined()
})
