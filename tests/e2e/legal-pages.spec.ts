/**
 * The pages the footer promises (issue 52): a visitor follows Privacy, Accessibility and Disclaimer
 * from the home page to the site's own pages, which pass axe and need no JavaScript; an edit in the
 * admin shows at the next request.
 */
import { expect, test } from './fixtures'

import { adminHeaders } from './admin-api'
import { expectNoAxeViolations } from './helpers'

const PAGES = [
  { link: 'Privacy', path: '/privacy', heading: 'Privacy notice', sentence: 'We use no analytics' },
  {
    link: 'Accessibility',
    path: '/accessibility',
    heading: 'Accessibility statement',
    sentence: 'WCAG) 2.2 at level AA',
  },
  { link: 'Disclaimer', path: '/disclaimer', heading: 'Disclaimer', sentence: 'it is for information only' },
] as const

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the footer leads to each legal page on the site itself', async ({ page, baseURL }) => {
    for (const legal of PAGES) {
      await page.goto('/')
      await page.getByRole('list', { name: 'Legal' }).getByRole('link', { name: legal.link, exact: true }).click()
      await expect(page).toHaveURL(new URL(legal.path, baseURL).href)
      await expect(page.getByRole('heading', { level: 1, name: legal.heading })).toBeVisible()
      await expect(page.getByText(legal.sentence)).toBeVisible()
      await expect(page.getByText(/^Last reviewed \d{2}-[A-Z][a-z]+-\d{4}$/)).toBeVisible()
    }
  })
})

// axe runs in the page, so with JavaScript.
test('each legal page passes axe', async ({ page }) => {
  for (const legal of PAGES) {
    await page.goto(legal.path)
    await expectNoAxeViolations(page)
  }
})

test('an edit to the disclaimer shows at the next request', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const current = await request.get('/api/globals/legal-pages?depth=0', { headers })
  const { disclaimer } = (await current.json()) as { disclaimer: Record<string, unknown> }
  const setTitle = async (title: string) => {
    const data = { disclaimer: { ...disclaimer, title } }
    const response = await request.post('/api/globals/legal-pages', { headers, data })
    expect(response.ok(), `set the disclaimer's title to ${title}`).toBe(true)
  }
  try {
    await setTitle('Disclaimer and terms of use')
    await page.goto('/disclaimer')
    await expect(page.getByRole('heading', { level: 1, name: 'Disclaimer and terms of use' })).toBeVisible()
  } finally {
    await setTitle('Disclaimer')
  }
  await page.goto('/disclaimer')
  await expect(page.getByRole('heading', { level: 1, name: 'Disclaimer', exact: true })).toBeVisible()
})
