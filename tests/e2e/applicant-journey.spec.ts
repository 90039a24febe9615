/**
 * Issue 22's test of done: on a phone, from the home page, an applicant reaches within three taps
 * the dates of this year's application and screening, what to pay when and how, and the whole cost of
 * a programme with a hostel place. Each tap is a visitor's click on a link or button she can see.
 */
import { expect, test, type Page } from './fixtures'

/** Clicks and counts: the journey's taps. */
function tapper(page: Page) {
  let taps = 0
  return {
    tap: async (name: string | RegExp, scope = page.getByRole('main')) => {
      const link = scope.getByRole('link', { name, exact: typeof name === 'string' }).first()
      await link.scrollIntoViewIfNeeded()
      await link.click()
      taps++
    },
    get taps() {
      return taps
    },
  }
}

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the journey is a phone’s')
})

test("this year's application and screening dates, one tap from home", async ({ page }) => {
  await page.goto('/')
  const t = tapper(page)
  await t.tap('How to apply', page.getByRole('navigation', { name: 'Start here' }))
  const calendar = page.getByRole('region', { name: 'Admission calendar' })
  for (const step of ['Applications open', 'Applications close', 'Post-UTME screening'])
    await expect(calendar.getByRole('heading', { name: step })).toBeVisible()
  // Each with its dates, in words.
  await expect(calendar).toContainText(/\d{1,2}(–\d{1,2})? [A-Z][a-z]+ 20\d\d/)
  expect(t.taps).toBeLessThanOrEqual(3)
})

test('what to pay, when it falls due, and how to pay, two taps from home', async ({ page }) => {
  await page.goto('/')
  const t = tapper(page)
  await t.tap('Fees', page.getByRole('navigation', { name: 'Start here' }))
  const fees = page.getByRole('region', { name: 'Other Fees' })
  await expect(fees.getByText('Once, when you start').first()).toBeVisible()
  await expect(fees.getByText('Every semester').first()).toBeVisible()
  await t.tap('how to pay', fees)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to pay')
  await expect(page.getByRole('region', { name: 'Ways to pay' }).getByRole('heading', { name: 'Remita' })).toBeVisible()
  expect(t.taps).toBeLessThanOrEqual(3)
})

test('the whole cost of a programme with a hostel place, within three taps from home', async ({ page }) => {
  await page.goto('/')
  const t = tapper(page)
  // Her faculty from the home page's faculties, then her programme there (the finder, a page of
  // twelve at a time, would take more taps to reach Nursing).
  await t.tap('Faculty of Health Sciences')
  await t.tap('View programme Nursing Science')
  const whole = page.getByRole('region', { name: 'The whole cost' })
  await expect(whole.getByRole('columnheader', { name: 'With a hostel place' })).toBeAttached()
  await expect(whole.getByTestId('whole-with-hostel')).toContainText(/₦\d{1,3}(,\d{3})+/)
  expect(t.taps).toBeLessThanOrEqual(3)
})
