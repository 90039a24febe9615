/**
 * Every page template, checked by axe at a phone's width. The area specs whose behaviour does not
 * depend on the width (lists, programmes, news and events, the calendar, …) run in the desktop project
 * only (playwright.config.ts, WIDTH_INDEPENDENT); their templates are checked here at phone width, where
 * the layout (one column, the header's menu button, stacked tables) differs.
 */
import { expect, test, type APIRequestContext } from './fixtures'

import { getAsAdmin } from './admin-api'

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
  const answer = await getAsAdmin(request, `/api/${collection}?limit=1&depth=0&sort=createdAt`)
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

/** One page of each kind of item: the address before the slug or code, and where the first one is found. */
const ITEMS = [
  { kind: 'a programme', prefix: '/course/', collection: 'programmes', field: 'slug' },
  { kind: 'a programme’s breakdown', prefix: '/breakdown/', collection: 'programmes', field: 'code' },
  { kind: 'a faculty', prefix: '/faculty/', collection: 'faculties', field: 'slug' },
  { kind: 'a member of staff', prefix: '/about/staff/', collection: 'staff', field: 'slug' },
  { kind: 'a news story', prefix: '/news/', collection: 'news', field: 'slug' },
  { kind: 'an event', prefix: '/events/', collection: 'events', field: 'slug' },
] as const

// One test each: axe takes several seconds on a long page at phone width, more on a busy machine.
for (const item of ITEMS) {
  test(`the page of ${item.kind} has no accessibility violation at phone width`, async ({ page, request }) => {
    test.setTimeout(60_000)
    const path = `${item.prefix}${await firstOf(request, item.collection, item.field)}`
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expectNoAxeViolations(page)
  })
}
