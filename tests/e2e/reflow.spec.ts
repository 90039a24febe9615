/**
 * Reflow (WCAG 1.4.10): at 320 px wide no page scrolls sideways. Every fixed page of the route
 * table, and one page of each kind that takes a parameter, found through the contract.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { PAGES, routes } from '../../src/lib/routes'

const WIDTH = 320

test.use({ viewport: { width: WIDTH, height: 640 } })

type WithSlug = { Slug: string }
type Course = WithSlug & { CourseCode: string }

async function first<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  expect(response.ok(), path).toBe(true)
  const [item] = (await response.json()) as T[]
  expect(item, `${path} has an item`).toBeTruthy()
  return item
}

/** One address of each page that takes a parameter. */
async function parameterisedPaths(request: APIRequestContext): Promise<string[]> {
  const [faculty, course, staff, news, event] = await Promise.all([
    first<WithSlug>(request, '/api/v1/academics/faculty/academic/list'),
    first<Course>(request, '/api/v1/academics/course/view/list'),
    first<WithSlug>(request, '/api/v1/academic/staff/website/all'),
    first<WithSlug>(request, '/api/v1/news/all/active'),
    first<WithSlug>(request, '/api/v1/event/all/active'),
  ])
  return [
    routes.faculty(faculty.Slug),
    routes.course(course.Slug),
    routes.breakdown(course.CourseCode),
    routes.staff(staff.Slug),
    routes.news(news.Slug),
    routes.event(event.Slug),
  ]
}

/** The page's width, and when it is too wide the innermost elements that stick out on the right. */
async function overflow(page: Page): Promise<{ scrollWidth: number; culprits: string[] }> {
  return page.evaluate((width) => {
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : ''
      const cls =
        typeof el.className === 'string' && el.className.trim()
          ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}`
          : ''
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      return `${el.tagName.toLowerCase()}${id}${cls} (right ${Math.round(el.getBoundingClientRect().right)}px) "${text}"`
    }
    const scrollWidth = document.documentElement.scrollWidth
    if (scrollWidth <= width) return { scrollWidth, culprits: [] }
    const wide = [...document.body.querySelectorAll('*')].filter((el) => {
      const box = el.getBoundingClientRect()
      return box.width > 0 && box.right > width + 0.5
    })
    // The innermost ones: those without a too-wide descendant.
    const innermost = wide.filter((el) => !wide.some((other) => other !== el && el.contains(other)))
    return { scrollWidth, culprits: innermost.slice(0, 5).map(describe) }
  }, WIDTH)
}

test.describe('reflow at 320 px', () => {
  test('no page scrolls sideways', async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'sets its own 320 px window: one project is enough')
    test.setTimeout(180_000)
    const paths = [...Object.values(PAGES).map((p) => p.path), ...(await parameterisedPaths(request))]
    expect(paths.length).toBeGreaterThan(30)
    for (const path of paths) {
      const response = await page.goto(path)
      expect.soft(response?.status(), `${path} answers`).toBeLessThan(400)
      await page.waitForLoadState('load')
      const { scrollWidth, culprits } = await overflow(page)
      expect.soft(scrollWidth, `${path} is ${scrollWidth}px wide: ${culprits.join('; ')}`).toBeLessThanOrEqual(WIDTH)
    }
  })
})
