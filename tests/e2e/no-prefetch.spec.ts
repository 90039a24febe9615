/**
 * A visit costs only the page asked for: no link's page is fetched ahead of a click (Next's
 * prefetching is off: src/components/ui/link.tsx), and a click still opens the page.
 */
import { expect, test, type Request } from './fixtures'

/** A request for another page's data, as Next's router makes it (a prefetch, or a navigation). */
const isPageData = (request: Request) =>
  request.url().includes('_rsc=') || 'rsc' in request.headers() || 'next-router-prefetch' in request.headers()

test('pages full of links fetch no other page until one is clicked', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'network behaviour, checked once')
  const pageData: string[] = []
  page.on('request', (request) => {
    if (isPageData(request)) pageData.push(request.url())
  })
  for (const path of ['/department', '/about', '/']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    // Links that scroll into view were what Next prefetched.
    await page.mouse.wheel(0, 20_000)
    await page.waitForLoadState('networkidle')
  }
  expect(pageData, 'requests for other pages’ data').toEqual([])

  // A click still opens the page.
  await page.goto('/department')
  // A programme listed under its department.
  const programme = page.getByRole('main').locator('a[href^="/course/"]').first()
  const href = await programme.getAttribute('href')
  await programme.click()
  await expect(page).toHaveURL(new RegExp(`${href}$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
