import { expect, test } from './fixtures'

import { expectNoAxeViolations } from './helpers'

const SECTIONS = [
  {
    path: '/academics',
    heading: 'Academics',
    links: { Faculties: '/academics/faculties', Calendar: '/academics/calendar' },
  },
  {
    path: '/admissions',
    heading: 'Admissions',
    links: { 'Application Process': '/admissions/process', 'Tuition & Fees': '/admissions/tuition' },
  },
  {
    path: '/resources',
    heading: 'Resources',
    links: { Events: '/resources/events', News: '/resources/news', Scholarships: '/resources/aid' },
  },
]

for (const section of SECTIONS) {
  test(`${section.path} leads to every page of its section`, async ({ page }) => {
    const response = await page.goto(section.path)
    expect(response?.status()).toBe(200)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: section.heading })).toBeVisible()
    for (const [name, href] of Object.entries(section.links)) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
  })
}

test('the Resources page links to the portals in a new tab', async ({ page }) => {
  await page.goto('/resources')
  const portals = page.getByRole('main').getByRole('link', { name: /Portals/ })
  await expect(portals).toHaveAttribute('href', /^https:\/\//)
  await expect(portals).toHaveAttribute('target', '_blank')
  await expect(portals).toHaveAttribute('rel', /noopener/)
})

test('a section page passes axe', async ({ page }) => {
  await page.goto('/academics')
  await expectNoAxeViolations(page)
})
