/**
 * The web team's tools, as an editor uses them: a renamed page's old address keeps working, a
 * moved address is redirected from the admin's list, and a fee typed wrong is put back from the
 * admin's history. Each test makes the content it changes, under names no other test uses.
 */
import { randomUUID } from 'node:crypto'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { adminHeaders } from './admin-api'
import { E2E_ADMIN } from './e2e-admin'

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'changes content and the admin: run once, at desktop width')
})

// Names no other test or run uses (the clock plays no part).
const unique = () => randomUUID().slice(0, 12)

async function createStory(request: APIRequestContext, headers: Record<string, string>, slug: string) {
  const [existing] = (
    (await (await request.get('/api/news?limit=1&depth=0')).json()) as { docs: Array<{ description: unknown }> }
  ).docs
  const response = await request.post('/api/news', {
    headers,
    data: {
      title: `Renamed story ${slug}`,
      slug,
      newsType: 'General',
      description: existing.description,
      publishedAt: '2026-11-12T09:00:00.000Z',
      _status: 'published',
    },
  })
  expect(response.ok(), 'the story is created').toBe(true)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

test('a renamed story’s old address leads to its new one; other unknown addresses stay 404', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const id = unique()
  const storyId = await createStory(request, headers, `e2e-story-${id}`)
  try {
    const renamed = await request.patch(`/api/news/${storyId}`, { headers, data: { slug: `e2e-story-${id}-renamed` } })
    expect(renamed.ok()).toBe(true)

    const old = await request.get(`/news/e2e-story-${id}`, { maxRedirects: 0 })
    expect(old.status()).toBe(308)
    expect(old.headers().location).toBe(`/news/e2e-story-${id}-renamed`)
    await page.goto(`/news/e2e-story-${id}`)
    await expect(page).toHaveURL(new RegExp(`/news/e2e-story-${id}-renamed$`))
    await expect(page.getByRole('heading', { level: 1, name: `Renamed story e2e-story-${id}` })).toBeVisible()

    expect((await request.get(`/news/e2e-never-written-${id}`, { maxRedirects: 0 })).status()).toBe(404)
  } finally {
    await request.delete(`/api/news/${storyId}`, { headers })
    await request.delete(`/api/redirects?where[from][like]=${id}`, { headers })
  }
})

test('an address the web team redirects in the admin leads where they said', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const id = unique()
  const created = await request.post('/api/redirects', {
    headers,
    // Pasted from the browser, as an editor would.
    data: {
      from: `https://example.org/e2e-old-fees-${id}/?from=whatsapp`,
      to: { type: 'custom', url: '/admissions/tuition' },
    },
  })
  expect(created.ok()).toBe(true)
  try {
    const old = await request.get(`/e2e-old-fees-${id}`, { maxRedirects: 0 })
    expect(old.status()).toBe(308)
    expect(old.headers().location).toBe('/admissions/tuition')
    await page.goto(`/e2e-old-fees-${id}`)
    await expect(page.getByRole('heading', { level: 1, name: /tuition/i })).toBeVisible()
    // The list is the web team's, not the public's.
    expect((await request.get('/api/redirects')).status()).toBe(403)
  } finally {
    await request.delete(`/api/redirects?where[from][like]=${id}`, { headers })
  }
})

test('a fee typed wrong is seen in the admin’s history and restored', async ({ page, request }) => {
  test.setTimeout(90_000)
  const headers = await adminHeaders(request)
  const programmes = (await (await request.get('/api/programmes?limit=1&depth=0&sort=-name')).json()) as {
    docs: Array<{ id: number }>
  }
  const created = await request.post('/api/tuition-rows', {
    headers,
    data: {
      programme: programmes.docs[0].id,
      level: '800',
      semester: 'First',
      tuitionAmount: 1_450_000,
      tuitionAmountIntl: 950,
    },
  })
  expect(created.ok()).toBe(true)
  const rowId = ((await created.json()) as { doc: { id: number } }).doc.id
  try {
    expect(
      (await request.patch(`/api/tuition-rows/${rowId}`, { headers, data: { tuitionAmount: 14_500_000 } })).ok(),
    ).toBe(true)

    // Signed in as the browser's own session.
    expect((await page.request.post('/api/users/login', { data: E2E_ADMIN })).ok()).toBe(true)
    await page.goto(`/admin/collections/tuition-rows/${rowId}/versions`)
    const versionLinks = page.getByRole('main').getByRole('link', { name: /\d{4}|ago|today/i })
    await expect(versionLinks).toHaveCount(2, { timeout: 30_000 })
    // The oldest is the last: the fee as first typed.
    await versionLinks.last().click()
    await expect(page.getByText('1450000').or(page.getByText('1,450,000')).first()).toBeVisible({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Restore this version' }).click()
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(page.getByText('Restored Successfully.')).toBeVisible({ timeout: 30_000 })

    const row = (await (await request.get(`/api/tuition-rows/${rowId}?depth=0`, { headers })).json()) as {
      tuitionAmount: number
    }
    expect(row.tuitionAmount).toBe(1_450_000)
  } finally {
    await request.delete(`/api/tuition-rows/${rowId}`, { headers })
  }
})

test('the admin’s sign-in page says e-mail is off when no mail server is set', async ({ page }) => {
  // The browser tests' server has no SMTP_HOST, as a first installation has not.
  await page.goto('/admin/login')
  await expect(page.getByRole('note').filter({ hasText: 'E-mail is off.' })).toBeVisible({ timeout: 30_000 })
})
