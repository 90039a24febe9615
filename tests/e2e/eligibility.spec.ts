/** The eligibility checker and the scholarships page, as an applicant meets them. */
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures'

import { SCHOLARSHIPS } from '../../src/seed/demo/campus'
import { admissionsPage } from '../../src/seed/demo/pages'

import { expectNoAxeViolations } from './helpers'

type Course = { CourseName: string; CourseCode: string; Slug: string; ApplicationType: string; DegreeInView: string }

const CHECKER = '/admissions/eligibility'

async function courses(request: APIRequestContext): Promise<Course[]> {
  const response = await request.get('/api/v1/academics/course/view/list')
  expect(response.ok()).toBe(true)
  return (await response.json()) as Course[]
}

/**
 * A programme's requirements as its own page shows them: the O'level rows (English Language and
 * Mathematics first), the number of credits, the UTME rows after Use of English, and the minimum score.
 * A row naming alternatives ('Biology, Geography or Further Mathematics') is read as its options.
 */
type Requirements = { credits: number; olevel: string[][]; utme: string[][]; score: number }

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']
const options = (row: string) =>
  row === 'Any other subject'
    ? []
    : row
        .split(/, | or /)
        .map((s) => s.trim())
        .filter(Boolean)

async function readRequirements(page: Page, slug: string): Promise<Requirements> {
  await page.goto(`/course/${slug}`)
  const box = page.getByTestId('entry-requirements')
  await expect(box).toBeVisible()
  const creditsText = await box.getByTestId('requirement-credits').innerText()
  const credits = WORDS.indexOf(creditsText.split(' ')[0].toLowerCase())
  expect(credits).toBeGreaterThanOrEqual(5)
  const olevel = (await box.getByTestId('requirement-olevel').getByRole('listitem').allInnerTexts()).map((t) =>
    options(t.replace(/\s*\([A-F]\d or better\)\s*$/, '')),
  )
  const utmeItems = await box.getByTestId('requirement-utme').getByRole('listitem').allInnerTexts()
  expect(utmeItems[0]).toBe('Use of English')
  const score = Number(await box.getByTestId('requirement-score').innerText())
  return { credits, olevel, utme: utmeItems.slice(1).map(options), score }
}

const main = (page: Page) => page.getByRole('main')
const olevelBox = (page: Page) => main(page).getByRole('group', { name: /O'level subjects you passed/ })
const utmeBox = (page: Page) => main(page).getByRole('group', { name: 'Your UTME subjects' })

/** Ticks the first option of each row, then any other subjects until `credits` are ticked; returns what it ticked. */
async function tickOlevel(page: Page, rows: string[][], credits: number): Promise<string[]> {
  const chosen: string[] = []
  for (const row of rows) chosen.push(row.find((s) => !chosen.includes(s))!)
  const all = await olevelBox(page)
    .getByRole('checkbox')
    .evaluateAll((els) => els.map((el) => (el.closest('label')?.textContent ?? '').trim()))
  const named = new Set(rows.flat())
  for (const subject of all) {
    if (chosen.length >= credits) break
    if (!chosen.includes(subject) && !named.has(subject)) chosen.push(subject)
  }
  for (const subject of chosen) await olevelBox(page).getByRole('checkbox', { name: subject, exact: true }).check()
  return chosen
}

async function tickUtme(page: Page, rows: string[][]): Promise<string[]> {
  const chosen: string[] = []
  const all = await utmeBox(page)
    .getByRole('checkbox')
    .evaluateAll((els) => els.map((el) => (el.closest('label')?.textContent ?? '').trim()))
  for (const row of rows) {
    const subject = (row.length ? row : all).find((s) => !chosen.includes(s))!
    chosen.push(subject)
  }
  for (const subject of chosen) await utmeBox(page).getByRole('checkbox', { name: subject, exact: true }).check()
  return chosen
}

const group = (page: Page, title: RegExp) => main(page).getByRole('region', { name: title })
const resultFor = (scope: Locator, name: string) =>
  scope.getByTestId('eligibility-result').filter({ has: scope.page().getByRole('link', { name, exact: true }) })

/** An undergraduate programme whose page states a UTME combination. */
async function pickProgramme(request: APIRequestContext): Promise<Course> {
  const all = await courses(request)
  const engineering = all.find((c) => c.ApplicationType === 'undergraduate' && /^B\.Eng\./.test(c.DegreeInView))
  return engineering ?? all.find((c) => c.ApplicationType === 'undergraduate')!
}

test.describe('eligibility checker', () => {
  test('before any choice: the form, a prompt and no results', async ({ page }) => {
    const response = await page.goto(CHECKER)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Eligibility checker' })).toBeVisible()
    await expect(page).toHaveTitle(/Eligibility checker/)
    await expect(olevelBox(page).getByRole('checkbox', { name: 'English Language', exact: true })).toBeVisible()
    await expect(olevelBox(page).getByRole('checkbox', { name: 'Mathematics', exact: true })).toBeVisible()
    await expect(utmeBox(page).getByRole('checkbox', { name: 'Physics', exact: true })).toBeVisible()
    // Use of English is taken by everybody, so it is not a choice.
    await expect(utmeBox(page).getByRole('checkbox', { name: 'Use of English' })).toHaveCount(0)
    await expect(page.getByRole('status')).toContainText('Tick your subjects above')
    await expect(page.getByTestId('eligibility-result')).toHaveCount(0)
    const canonical = page.locator('head link[rel="canonical"]')
    expect(new URL((await canonical.getAttribute('href')) as string, page.url()).pathname).toBe(CHECKER)
    await expectNoAxeViolations(page)
  })

  test('qualifies, nearly qualifies and what is missing, for a demo programme', async ({ page, request }) => {
    test.slow()
    const programme = await pickProgramme(request)
    const req = await readRequirements(page, programme.Slug)
    expect(req.olevel[0]).toEqual(['English Language'])
    expect(req.olevel[1]).toEqual(['Mathematics'])
    expect(req.utme.length).toBeGreaterThan(0)

    // Everything the programme asks for, and the minimum score: it qualifies.
    await page.goto(CHECKER)
    const olevel = await tickOlevel(page, req.olevel, req.credits)
    const utme = await tickUtme(page, req.utme)
    await main(page).getByLabel('UTME score (optional)').fill(String(req.score))
    await page.getByRole('button', { name: 'Check my eligibility' }).click()
    await expect(page).toHaveURL(new RegExp(`[?&]score=${req.score}(&|#|$)`))
    const url = new URL(page.url())
    expect(url.searchParams.getAll('olevel')).toHaveLength(olevel.length)
    expect(url.searchParams.getAll('utme')).toHaveLength(utme.length)
    const qualifies = group(page, /^You qualify/)
    await expect(resultFor(qualifies, programme.CourseName)).toBeVisible()
    await expect(resultFor(qualifies, programme.CourseName).getByRole('link')).toHaveAttribute(
      'href',
      `/course/${programme.Slug}`,
    )
    // The choices stay ticked: the address holds them.
    for (const subject of olevel)
      await expect(olevelBox(page).getByRole('checkbox', { name: subject, exact: true })).toBeChecked()
    await expect(main(page).getByLabel('UTME score (optional)')).toHaveValue(String(req.score))
    await expectNoAxeViolations(page)

    // Ten points short: nearly, with the shortfall named.
    const short = new URL(page.url())
    short.searchParams.set('score', String(req.score - 10))
    await page.goto(short.pathname + short.search)
    const nearly = group(page, /^You nearly qualify/)
    await expect(resultFor(nearly, programme.CourseName)).toContainText(
      `A UTME score of at least ${req.score} (yours is 10 short)`,
    )
    await expect(resultFor(qualifies, programme.CourseName)).toHaveCount(0)

    // The programme's last own O'level subject missing: nearly, with that subject named.
    const lastRow = req.olevel[req.olevel.length - 1]
    const withoutSubject = new URL(page.url())
    withoutSubject.searchParams.set('score', String(req.score))
    const ids = withoutSubject.searchParams.getAll('olevel')
    await page.goto(withoutSubject.pathname + withoutSubject.search)
    await olevelBox(page)
      .getByRole('checkbox', { name: olevel[req.olevel.length - 1], exact: true })
      .uncheck()
    await page.getByRole('button', { name: 'Check my eligibility' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.getAll('olevel').length).toBe(ids.length - 1)
    const missingRow =
      lastRow.length === 1 ? lastRow[0] : `${lastRow.slice(0, -1).join(', ')} or ${lastRow[lastRow.length - 1]}`
    await expect(resultFor(nearly, programme.CourseName)).toContainText(
      `An O'level credit (C6 or better) in ${missingRow}`,
    )

    // Without Mathematics it is not yet: a mandatory credit is never "nearly".
    await olevelBox(page)
      .getByRole('checkbox', { name: olevel[req.olevel.length - 1], exact: true })
      .check()
    await olevelBox(page).getByRole('checkbox', { name: 'Mathematics', exact: true }).uncheck()
    await page.getByRole('button', { name: 'Check my eligibility' }).click()
    await expect(page).not.toHaveURL(/[?&]olevel=mathematics(&|#|$)/)
    const notYet = group(page, /^Not yet/)
    await notYet.getByText(/^Show \d+ programmes? and what each needs$/).click()
    await expect(resultFor(notYet, programme.CourseName)).toContainText(
      "An O'level credit (C6 or better) in Mathematics",
    )
    await expect(resultFor(nearly, programme.CourseName)).toHaveCount(0)
  })

  test('works without JavaScript, and without a score says which score is needed', async ({ browser, request }) => {
    const programme = await pickProgramme(request)
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const req = await readRequirements(page, programme.Slug)
    await page.goto(CHECKER)
    await tickOlevel(page, req.olevel, req.credits)
    await tickUtme(page, req.utme)
    await page.getByRole('button', { name: 'Check my eligibility' }).click()
    await expect(page).toHaveURL(/[?&]olevel=english-language(&|#|$)/)
    const result = resultFor(group(page, /^You qualify/), programme.CourseName)
    await expect(result).toContainText(`You also need a UTME score of at least ${req.score}.`)
    await page.getByRole('link', { name: 'Start again' }).click()
    await expect(page).toHaveURL(new RegExp(`${CHECKER}$`))
    await expect(page.getByTestId('eligibility-result')).toHaveCount(0)
    await context.close()
  })

  test('odd query strings are ignored, never an error', async ({ page, request }) => {
    const long = 'x'.repeat(2000)
    const queries = [
      '?olevel=zzz&olevel=&olevel=zzz&olevel=',
      `?olevel=${long}&utme=${long}&score=${long}`,
      '?olevel=%ff&utme=%3Cscript%3E&score=-1',
      '?olevel[]=x&utme[a]=y&score=999&score=abc',
      '?olevel=mathematics:Z9&olevel=physics:b3:c&score=1e3',
      `?${'olevel=&'.repeat(300)}`,
    ]
    for (const query of queries) {
      const response = await request.get(`${CHECKER}${query}`)
      expect(response.status(), query).toBe(200)
      const body = await response.text()
      expect(body, query).not.toMatch(/at \S+ \(|Error:/)
    }
    // Nothing valid chosen: the prompt, no results.
    await page.goto(`${CHECKER}?olevel=zzz&olevel=&olevel=zzz&olevel=`)
    await expect(page.getByRole('status')).toContainText('Tick your subjects above')
    await expect(page.getByTestId('eligibility-result')).toHaveCount(0)
    // Valid values among odd ones still count; repeated ones count once.
    await page.goto(`${CHECKER}?olevel=zzz&olevel=mathematics&olevel=MATHEMATICS&utme=physics&utme=&score=abc`)
    await expect(olevelBox(page).getByRole('checkbox', { name: 'Mathematics', exact: true })).toBeChecked()
    await expect(utmeBox(page).getByRole('checkbox', { name: 'Physics', exact: true })).toBeChecked()
    await expect(main(page).getByLabel('UTME score (optional)')).toHaveValue('')
    // One UTME subject is no UTME (Use of English and exactly three others): said, and no programme listed.
    await expect(page.getByTestId('eligibility-problem')).toHaveText(/You ticked 1 UTME subject besides Use of English/)
    await expect(page.getByTestId('eligibility-result')).toHaveCount(0)
    const three = `${CHECKER}?olevel=mathematics&utme=physics&utme=chemistry&utme=biology`
    await page.goto(three)
    const total = (await courses(request)).filter((c) => c.ApplicationType !== 'postgraduate').length
    await expect(page.getByTestId('eligibility-result')).toHaveCount(total)
  })

  test('four UTME subjects besides Use of English: a clear message and no programme list', async ({ page }) => {
    await page.goto(CHECKER)
    for (const subject of ['English Language', 'Mathematics', 'Physics', 'Chemistry', 'Biology'])
      await olevelBox(page).getByRole('checkbox', { name: subject, exact: true }).check()
    for (const subject of ['Physics', 'Chemistry', 'Biology', 'Mathematics'])
      await utmeBox(page).getByRole('checkbox', { name: subject, exact: true }).check()
    await page.getByRole('button', { name: 'Check my eligibility' }).click()
    await expect(page.getByTestId('eligibility-problem')).toHaveText(
      /You ticked 4 UTME subjects besides Use of English\. The UTME is Use of English and exactly 3 other subjects/,
    )
    await expect(page.getByTestId('eligibility-result')).toHaveCount(0)
    // The results' heading asks for a correction rather than counting no programmes.
    await expect(page.getByRole('heading', { name: 'Programmes for you: check your subjects' })).toBeVisible()
  })

  test('nothing scrolls sideways at 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 })
    await page.goto(`${CHECKER}?olevel=english-language&olevel=mathematics&utme=physics&score=150`)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

test.describe('scholarships page', () => {
  const faqAnswer =
    (admissionsPage().tuitionFaq ?? []).find((f) => /apply for a scholarship/i.test(f.question))?.answer ?? ''

  test('shows who can apply, the deadline and how to apply for every scholarship', async ({ page }) => {
    await page.goto('/resources/aid')
    const cards = page.getByTestId('scholarship')
    await expect(cards).toHaveCount(SCHOLARSHIPS.length)
    for (const [i, s] of SCHOLARSHIPS.entries()) {
      const card = cards.nth(i)
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(s.name)
      await expect(card.getByTestId('scholarship-eligibility')).toHaveText(s.eligibility)
      await expect(card.getByTestId('scholarship-deadline')).toHaveText(s.deadline)
      await expect(card.getByTestId('scholarship-how-to-apply')).toHaveText(s.howToApply)
      // Every way to apply goes through the Student portal, as the tuition page's answer says.
      expect(s.howToApply).toContain('Student portal')
    }
    await expectNoAxeViolations(page)
  })

  test('says how to apply as the tuition page does, and links to its answers', async ({ page }) => {
    expect(faqAnswer).toContain('Student portal after you accept your admission offer')
    await page.goto('/resources/aid')
    const how = page.getByTestId('aid-how-to-apply')
    await expect(how.getByRole('heading', { level: 2, name: 'How to apply' })).toBeVisible()
    await expect(how).toContainText('Apply through the Student portal after you accept your admission offer.')
    await how.getByRole('link', { name: 'Read the answers on scholarships and paying fees' }).click()
    await expect(page).toHaveURL(/\/admissions\/tuition#faq-heading$/)
    const question = page.getByText('How do I apply for a scholarship?')
    await expect(question).toBeVisible()
  })
})
