/**
 * After a GET form, a phone visitor lands on the results, not at the top of a long form: each form
 * sends to `…#results`, the results heading (with the count where there is one). With script, focus
 * moves to that heading too, so a screen reader reads it and the keyboard goes on from there.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures'

type Course = { Slug: string; DegreeInView: string; ApplicationType: string }

async function courses(request: APIRequestContext): Promise<Course[]> {
  const response = await request.get('/api/v1/academics/course/view/list')
  expect(response.ok()).toBe(true)
  return (await response.json()) as Course[]
}

const main = (page: Page) => page.getByRole('main')
const plural = (n: number) => `${n} programme${n === 1 ? '' : 's'}`

/** The heading is on screen and not hidden under the sticky header. */
async function expectInView(page: Page, heading: Locator) {
  await expect(heading).toBeInViewport()
  const box = (await heading.boundingBox())!
  const header = (await page.getByRole('banner').boundingBox())!
  expect(box.y, 'the heading sits below the sticky header').toBeGreaterThanOrEqual(header.y + header.height - 1)
  expect(box.y + box.height, 'the whole heading is on screen').toBeLessThanOrEqual(page.viewportSize()!.height)
}

type Form = {
  name: string
  /** Fills and sends the form; returns the results heading expected. */
  submit: (page: Page, request: APIRequestContext) => Promise<Locator>
}

const FORMS: Form[] = [
  {
    name: 'the eligibility checker',
    async submit(page) {
      await page.goto('/admissions/eligibility')
      // The form has a heading of its own, which says what it is.
      const form = main(page).getByRole('form', { name: 'Your subjects and score' })
      await expect(form).toBeAttached()
      const olevel = form.getByRole('group', { name: /O'level subjects you passed/ })
      for (const subject of ['English Language', 'Mathematics', 'Physics', 'Chemistry', 'Biology'])
        await olevel.getByRole('checkbox', { name: subject, exact: true }).check()
      const utme = form.getByRole('group', { name: 'Your UTME subjects' })
      for (const subject of ['Physics', 'Chemistry', 'Mathematics'])
        await utme.getByRole('checkbox', { name: subject, exact: true }).check()
      await form.getByRole('button', { name: 'Check my eligibility' }).click()
      return main(page).getByRole('heading', {
        level: 2,
        name: /^Programmes for you: you qualify for \d+ programmes?, nearly for \d+$/,
      })
    },
  },
  {
    name: 'the programme finder',
    async submit(page, request) {
      const undergraduate = (await courses(request)).filter((c) => c.ApplicationType === 'undergraduate')
      await page.goto('/admission/course-finder')
      await main(page).getByLabel('Programme type', { exact: true }).selectOption('undergraduate')
      await page.getByRole('button', { name: 'Show programmes' }).click()
      return main(page).getByRole('heading', { level: 2, name: `${plural(undergraduate.length)} found` })
    },
  },
  {
    name: 'the fee estimator',
    async submit(page, request) {
      const [course] = await courses(request)
      await page.goto('/admissions/fees/estimate')
      await main(page).getByLabel('Programme', { exact: true }).selectOption(course.Slug)
      await page.getByRole('button', { name: 'Estimate fees' }).click()
      return main(page).getByRole('heading', { level: 2, name: `Year 1 of ${course.DegreeInView}` })
    },
  },
  {
    name: 'the programme comparison',
    async submit(page, request) {
      const [a, b] = await courses(request)
      await page.goto('/admissions/compare')
      await main(page).getByLabel('First programme').selectOption(a.Slug)
      await main(page).getByLabel('Second programme').selectOption(b.Slug)
      await page.getByRole('button', { name: 'Compare' }).click()
      return main(page).getByRole('heading', { level: 2, name: 'Two programmes side by side' })
    },
  },
  {
    name: 'the site search',
    async submit(page) {
      await page.goto('/search')
      const form = main(page).getByRole('search', { name: 'Search again' })
      await form.getByRole('searchbox', { name: 'Search the site' }).fill('computer')
      await form.getByRole('button', { name: 'Search' }).click()
      return main(page).getByRole('heading', { level: 2, name: /^\d+ results? for “computer”$/ })
    },
  },
]

test.describe('results in view on a phone', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the forms push their results below the screen on a phone')
  })

  for (const form of FORMS) {
    test(`${form.name}: lands on the results heading and focuses it`, async ({ page, request }) => {
      const heading = await form.submit(page, request)
      await expect(page).toHaveURL(/#results$/)
      await expect(heading).toBeFocused()
      await expectInView(page, heading)
    })
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    for (const form of FORMS) {
      test(`${form.name}: lands on the results heading`, async ({ page, request }) => {
        const heading = await form.submit(page, request)
        await expect(page).toHaveURL(/#results$/)
        await expect(heading).toBeVisible()
        await expectInView(page, heading)
      })
    }
  })

  test('the eligibility heading counts the programmes listed under it', async ({ page, request }) => {
    const heading = await FORMS[0].submit(page, request)
    const [, qualify, nearly] = (await heading.innerText()).match(/qualify for (\d+) programmes?, nearly for (\d+)/)!
    const group = (title: string) => main(page).getByRole('region', { name: new RegExp(`^${title} \\(`) })
    await expect(group('You qualify').getByTestId('eligibility-result')).toHaveCount(Number(qualify))
    await expect(group('You nearly qualify').getByTestId('eligibility-result')).toHaveCount(Number(nearly))
  })
})
