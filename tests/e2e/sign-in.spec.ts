import { randomUUID } from 'node:crypto'

import { expect, test, type Page } from './fixtures'

import { E2E_ADMIN } from './e2e-admin'
import { extraPort, startAppServer, type AppServer } from './support-server'

/**
 * Signing in and passwords, as docs/security.md ("Sign-in and passwords") promises them:
 * - the admin refuses a guessable password and says why;
 * - a client that keeps failing to sign in is answered 429 with Retry-After, in the admin's form
 *   too, while other clients still sign in. That runs on a server of its own behind a "proxy"
 *   (TRUST_PROXY, the test writing X-Forwarded-For), so no other test's sign-ins are throttled.
 */

/** The site's promise: ten failed sign-ins per client in fifteen minutes. */
const CLIENT_LIMIT = 10
const THROTTLED = /Too many sign-in attempts\. Try again in 15 minutes\./

/** Signs in with the admin's form at `site` (the browser tests' own server when empty). */
async function signInWithForm(page: Page, site: string, email: string, password: string) {
  await page.goto(`${site}/admin/login`)
  await page.waitForLoadState('networkidle')
  await page.getByLabel(/email/i).fill(email)
  await page.getByLabel(/password/i).fill(password)
  await page.getByRole('button', { name: /login/i }).click()
}

test('the admin refuses a guessable password for a new account, and says why', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the admin is checked once, at desktop width')
  test.setTimeout(120_000)
  await signInWithForm(page, '', E2E_ADMIN.email, E2E_ADMIN.password)
  await expect(page.getByRole('link', { name: 'Faculties' }).first()).toBeAttached({ timeout: 30_000 })
  await page.goto('/admin/collections/users/create')
  // Typed before the admin's form has hydrated, the values would be in the page but not in the form's
  // state, and Save would send nothing (the flaky first try in CI).
  await page.waitForLoadState('networkidle')
  await page.getByLabel(/email/i).fill(`weak-password-${randomUUID().slice(0, 12)}@e2e.test`)
  await page.getByLabel(/^new password/i).fill('password1234')
  await page.getByLabel(/^confirm password/i).fill('password1234')
  // On a loaded machine a first click on Save has been lost (the form filled, no request sent, no
  // message): click again, as the editor would, until the admin answers.
  const refusal = page.getByText(/The password is too easy to guess\. This is similar to a commonly used password/)
  await expect(async () => {
    await page.getByRole('button', { name: /^save$/i }).click()
    await expect(refusal.first()).toBeVisible({ timeout: 10_000 })
  }).toPass({ timeout: 60_000 })
})

test.describe('behind a proxy', () => {
  let server: AppServer

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one server for the throttle, at desktop width')
    testInfo.setTimeout(240_000)
    server = await startAppServer({ port: extraPort(13), env: { TRUST_PROXY: 'true' } })
  })

  test.afterAll(async () => {
    await server?.stop()
  })

  test('a client that keeps failing gets 429 with Retry-After, in the form too; others sign in', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    const login = (client: string, data: { email: string; password: string }) =>
      request.post(`${server.url}/api/users/login`, { data, headers: { 'X-Forwarded-For': client } })
    const attacker = '203.0.113.7'
    for (let i = 0; i < CLIENT_LIMIT; i++) {
      const email = i % 2 ? E2E_ADMIN.email : `guess-${i}@e2e.test`
      expect((await login(attacker, { email, password: `wrong-guess-${i}-x` })).status()).toBe(401)
    }
    const refused = await login(attacker, E2E_ADMIN)
    expect(refused.status()).toBe(429)
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(THROTTLED)

    // The admin, from another address, is not kept out.
    expect((await login('198.51.100.20', E2E_ADMIN)).status()).toBe(200)

    // The admin's sign-in form tells the throttled client why.
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': attacker })
    await signInWithForm(page, server.url, E2E_ADMIN.email, E2E_ADMIN.password)
    await expect(page.getByText(THROTTLED).first()).toBeVisible({ timeout: 30_000 })
  })
})
