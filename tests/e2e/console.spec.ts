/** Every page template loads without an error in the browser's console. */
import { expect, test, type APIRequestContext } from '@playwright/test'

async function firstSlug(request: APIRequestContext, path: string) {
  const items = (await (await request.get(`/api/v1/${path}`)).json()) as Array<{ Slug: string }>
  return items[0].Slug
}

test('pages load with no console errors', async ({ page, request }) => {
  test.setTimeout(120_000)
  const pages = [
    '/',
    '/resources/news',
    '/resources/events',
    `/news/${await firstSlug(request, 'news/all/active')}`,
    `/events/${await firstSlug(request, 'event/all/active')}`,
    '/about',
    '/about/campus',
    '/academics',
    '/admissions',
    '/resources',
  ]
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${page.url()}: ${response.status()} for ${response.url()}`)
  })
  for (const path of pages) {
    const response = await page.goto(path, { waitUntil: 'networkidle' })
    expect(response?.status(), path).toBe(200)
    // Scroll through the page so lazy images load too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState('networkidle')
  }
  expect(errors).toEqual([])
})
