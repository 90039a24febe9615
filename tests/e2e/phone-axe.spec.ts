/**
 * Every page template, checked by axe at a phone's width. The area specs whose behaviour does not
 * depend on the width (lists, programmes, news and events, the calendar, …) run in the desktop project
 * only (playwright.config.ts, WIDTH_INDEPENDENT); their templates are checked here at phone width, where
 * the layout (one column, the header's menu button, stacked tables) differs.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'

import { expectNoAxeViolations } from './helpers'

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the desktop project runs axe in each area’s own tests')
})

const FIXED = [
  '/about',
  '/about/campus',
  '/about/contact',
  '/about/history',
  '/about/leadership',
  '/academics',
  '/academics/calendar',
  '/academics/faculties',
  '/academics/undergraduate',
  '/admissions',
  '/admissions/process',
  '/admissions/screening',
  '/admissions/how-to-pay',
  '/breakdown',
  '/course',
  '/department',
  '/hostel',
  '/information',
  '/library',
  '/portal',
  '/resources',
  '/resources/aid',
  '/resources/center-excellence',
  '/resources/events',
  '/resources/news',
]

/** The address of the first published document of `collection`, by its slug or code. */
async function firstOf(request: APIRequestContext, collection: string, field: 'slug' | 'code' = 'slug') {
  const answer = await request.get(`/api/${collection}?limit=1&depth=0&sort=createdAt`)
  expect(answer.ok(), collection).toBe(true)
  const [doc] = ((await answer.json()) as { docs: Array<Record<string, string>> }).docs
  return doc[field]
}

for (const path of FIXED) {
  test(`${path} has no accessibility violation at phone width`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expectNoAxeViolations(page)
  })
}

test('each kind of item page has no accessibility violation at phone width', async ({ page, request }) => {
  test.setTimeout(90_000)
  const paths = [
    `/course/${await firstOf(request, 'programmes')}`,
    `/breakdown/${await firstOf(request, 'programmes', 'code')}`,
    `/faculty/${await firstOf(request, 'faculties')}`,
    `/about/staff/${await firstOf(request, 'staff')}`,
    `/news/${await firstOf(request, 'news')}`,
    `/events/${await firstOf(request, 'events')}`,
  ]
  for (const path of paths) {
    await test.step(path, async () => {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await expectNoAxeViolations(page)
    })
  }
})
