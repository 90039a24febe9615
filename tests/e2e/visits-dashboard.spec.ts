/**
 * The visits dashboard (issue 55), as an editor uses it: a search that found nothing and an address the
 * site does not have, both made here as a visitor, reach the dashboard; the address becomes a redirect in
 * one click and then answers 308; a table downloads as CSV. And the dashboard is the web team's only.
 * The server writes its counts every second in these tests (VISIT_FLUSH_MS in playwright.config.ts).
 */
import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { adminHeaders } from './admin-api'
import { expectNoAxeViolations } from './helpers'

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'changes content and the admin: run once, at desktop width')
})

// Names no other test or run uses (the clock plays no part).
const unique = () => randomUUID().slice(0, 12)

/**
 * Each asked for this often, so they rank among the rows the dashboard shows whatever else the suite
 * searched for or mistyped (a few times each at most).
 */
const TIMES = 6

type Account = { email: string; password: string }

/** A new account of `role`, made by the e2e admin; answers its id. */
async function makeUser(request: APIRequestContext, headers: Record<string, string>, account: Account, data: object) {
  const made = await request.post('/api/users', { headers, data: { ...account, ...data } })
  expect(made.ok(), 'the admin makes the account').toBe(true)
  return ((await made.json()) as { doc: { id: number } }).doc.id
}

/** Opens the dashboard as the admin's menu leads to it. */
async function openDashboard(page: Page) {
  await page.goto('/admin')
  await page.getByRole('button', { name: 'Open Menu' }).click()
  await page.getByRole('link', { name: 'Visits', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Visits' })).toBeVisible({ timeout: 30_000 })
}

test('an editor sees a search that found nothing and turns a not-found address into a redirect', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const headers = await adminHeaders(request)
  const id = unique()
  const query = `qzxvwk ${id}`
  const missing = `/e2e-lost-${id}`
  const editor = { email: `e2e-visits-${id}@example.org`, password: `Visits-${unique()}-Editor` }
  const editorId = await makeUser(request, headers, editor, { name: 'Visits Editor', role: 'editor' })
  try {
    // As a visitor, before signing in.
    for (let i = 0; i < TIMES; i++) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`)
      await expect(page.getByText(`No results for “${query}”.`)).toBeVisible()
      expect((await page.goto(missing))?.status()).toBe(404)
    }

    expect((await page.request.post('/api/users/login', { data: editor })).ok(), 'the editor signs in').toBe(true)
    await openDashboard(page)
    const empty = page.getByRole('table', { name: 'Searches with no result' })
    // The counts are written a second after the requests: the page shows them once they are.
    await expect(async () => {
      await page.reload()
      await expect(empty.getByRole('row').filter({ hasText: query })).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 60_000 })
    await expect(empty.getByRole('row').filter({ hasText: query }).getByRole('cell')).toHaveText(String(TIMES))

    const notFound = page.getByRole('table', { name: 'Addresses not found' })
    await expect(notFound.getByRole('row').filter({ hasText: missing })).toContainText('typed or bookmarked')
    await expectNoAxeViolations(page)

    // The CSV holds the table whole, headings first.
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download CSV of searches with no result' }).click()
    const csv = await readFile((await (await download).path()) as string, 'utf8')
    expect(csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe('Search,Times')
    expect(csv).toContain(`${query},${TIMES}`)

    await notFound.getByRole('textbox', { name: `Lead it to (for ${missing})` }).fill('/admissions/tuition')
    await notFound.getByRole('button', { name: `Add a redirect from ${missing}` }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Redirect added' })).toHaveText(
      `Redirect added: ${missing} now leads to /admissions/tuition.`,
    )
    await expect(notFound.getByRole('row').filter({ hasText: missing })).toContainText('Already redirected')

    const moved = await request.get(missing, { maxRedirects: 0 })
    expect(moved.status()).toBe(308)
    expect(moved.headers().location).toBe('/admissions/tuition')
  } finally {
    await request.delete(`/api/redirects?where[from][equals]=${encodeURIComponent(missing)}`, { headers })
    await request.delete(`/api/users/${editorId}`, { headers })
  }
})

test('the visits are the web team’s: others are refused, and bad redirects are explained', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = await adminHeaders(request)
  const id = unique()
  const form = (from: string, to: string) => new URLSearchParams({ from, to }).toString()
  const post = (data: string, extra: Record<string, string> = {}) =>
    request.post('/api/visits/redirect', {
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded', ...extra },
      data,
      maxRedirects: 0,
    })

  // Signed out: no CSV, no redirect, and the view sends to the sign-in.
  expect((await page.request.get('/api/visits/export/pages')).status()).toBe(401)
  await page.goto('/admin/visits')
  await expect(page).toHaveURL(/\/admin\/login/)

  // Signed in (the admin's token), from another site: refused before anything is read.
  expect((await post(form(`/e2e-x-${id}`, '/admissions'), { Origin: 'https://evil.example' })).status()).toBe(403)
  // Bad input: a clear 4xx with the reason, never a 500.
  const tooMuch = await post(form('/admissions/tuition', '/about'))
  expect(tooMuch.status()).toBe(400)
  expect(JSON.stringify(await tooMuch.json())).toContain('is a page of the site')
  expect((await post(form(`/e2e-x-${id}`, 'javascript:alert(1)'))).status()).toBe(400)
  const json = JSON.stringify({ from: `/e2e-x-${id}`, to: '/about' })
  expect((await post(json, { 'Content-Type': 'application/json' })).status()).toBe(415)
  expect((await request.get('/api/visits/export/users', { headers })).status()).toBe(404)

  // A faculty editor keeps to their faculty: the visits are not theirs.
  const [faculty] = (
    (await (await request.get('/api/faculties?limit=1&depth=0', { headers })).json()) as {
      docs: Array<{ id: number }>
    }
  ).docs
  const keeper = { email: `e2e-visits-keeper-${id}@example.org`, password: `Keeper-${unique()}-Visits` }
  const keeperId = await makeUser(request, headers, keeper, {
    name: 'Visits Keeper',
    role: 'faculty-editor',
    faculty: faculty.id,
  })
  try {
    const signedIn = await page.request.post('/api/users/login', { data: keeper })
    expect(signedIn.ok()).toBe(true)
    const { token } = (await signedIn.json()) as { token: string }
    const csv = await request.get('/api/visits/export/pages', { headers: { Authorization: `JWT ${token}` } })
    expect(csv.status()).toBe(403)
    await page.goto('/admin/visits')
    await expect(page.getByRole('note').filter({ hasText: 'Only admins and editors may read the visits' })).toBeVisible(
      { timeout: 30_000 },
    )
    await expect(page.getByRole('link', { name: 'Visits', exact: true, includeHidden: true })).toHaveCount(0)
  } finally {
    await request.delete(`/api/users/${keeperId}`, { headers })
  }
})
