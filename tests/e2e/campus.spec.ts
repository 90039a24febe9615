import { expect, test } from './fixtures'

import { CAMPUS_LIFE } from '../../src/seed/demo/campus'

import { expectNoAxeViolations } from './helpers'

test('campus life lists every entry with its title, description and picture', async ({ page }) => {
  const response = await page.goto('/about/campus')
  expect(response?.status()).toBe(200)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Campus life' })).toBeVisible()
  const entries = main.getByRole('listitem')
  await expect(entries).toHaveCount(CAMPUS_LIFE.length)
  for (const [i, entry] of CAMPUS_LIFE.entries()) {
    const item = entries.nth(i)
    await expect(item.getByRole('heading', { level: 2 })).toHaveText(entry.title)
    await expect(item.locator('img')).toHaveAttribute('src', /\/_next\/image|\/api\/media\/file\//)
  }
  await expectNoAxeViolations(page)
})
