/**
 * The screening, acceptance and payment pages as an applicant meets them: reached from the admissions
 * page, the fees named with the amounts of the other fees, Remita with its steps; and an edit of a fee
 * shows on the page at the next request.
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { adminHeaders } from './admin-api'
import { expectNoAxeViolations } from './helpers'

type Fee = { Title: string; Amount: number }

async function feeTitled(request: APIRequestContext, title: string): Promise<Fee> {
  const response = await request.get('/api/v1/general/other-fee/list')
  expect(response.ok()).toBe(true)
  const fee = ((await response.json()) as Fee[]).find((f) => f.Title === title)
  expect(fee, `the demo has an '${title}'`).toBeTruthy()
  return fee!
}

const naira = (amount: number) => `₦${amount.toLocaleString('en-NG')}`

/** From the admissions page, as a visitor finds it. */
async function openFromAdmissions(page: Page, link: string, heading: string) {
  await page.goto('/admissions')
  await page.getByRole('main').getByRole('link', { name: link, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
}

test('the screening page names the fees with the amounts of the other fees, and the documents to bring', async ({
  page,
  request,
}) => {
  const [application, acceptance] = await Promise.all([
    feeTitled(request, 'Application fee'),
    feeTitled(request, 'Acceptance fee'),
  ])
  await openFromAdmissions(page, 'Screening & Acceptance', 'Screening and acceptance')
  await expect(page).toHaveURL(/\/admissions\/screening$/)

  const screening = page.getByRole('region', { name: 'Post-UTME screening' })
  await expect(screening.getByTestId('screening-fee')).toContainText(`Application fee: ${naira(application.Amount)},`)
  await expect(screening.getByRole('heading', { name: 'Venue' })).toBeVisible()
  await expect(screening.getByRole('list', { name: 'What to bring' }).getByRole('listitem').first()).toBeVisible()

  const accepting = page.getByRole('region', { name: 'Accepting your offer' })
  await expect(accepting.getByTestId('acceptance-fee')).toContainText(`Acceptance fee: ${naira(acceptance.Amount)},`)
  await expect(accepting.getByRole('list', { name: 'Accept on JAMB CAPS' }).getByRole('listitem')).not.toHaveCount(0)

  const documents = page.getByRole('region', { name: 'Documents for registration' })
  for (const name of ['O’level results', 'Birth certificate', 'Certificate of state of origin'])
    await expect(documents.getByText(name, { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the how-to-pay page lists Remita with its steps, the banks and the receipt rules', async ({ page }) => {
  await openFromAdmissions(page, 'How to Pay', 'How to pay')
  await expect(page).toHaveURL(/\/admissions\/how-to-pay$/)

  const channels = page.getByRole('region', { name: 'Ways to pay' })
  const remita = channels.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Remita' }) })
  const steps = remita.getByRole('list', { name: 'Paying with Remita' }).getByRole('listitem')
  expect(await steps.count()).toBeGreaterThanOrEqual(2)
  await expect(steps.first()).toContainText('RRR')
  const pay = remita.getByRole('link', { name: /Pay with Remita/ })
  await expect(pay).toHaveAttribute('href', /^https:\/\//)
  await expect(pay).toHaveAttribute('rel', 'noopener noreferrer')
  // A bank's account, as a payer copies it to a deposit slip.
  await expect(
    channels
      .getByRole('definition')
      .filter({ hasText: /^\d{10}$/ })
      .first(),
  ).toBeVisible()

  await expect(page.getByRole('region', { name: 'Step by step' }).getByRole('listitem')).not.toHaveCount(0)
  await expect(page.getByRole('complementary', { name: 'Receipts and refunds' })).toContainText('Never pay cash')
  await expect(page.getByRole('main').getByRole('link', { name: 'Tuition & Fees' })).toHaveAttribute(
    'href',
    '/admissions/tuition',
  )
  await expectNoAxeViolations(page)
})

test('an edit of the acceptance fee shows on the screening page at the next request', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'changes shared content: once is enough')
  const headers = await adminHeaders(request)
  const found = await request.get('/api/other-fees?where[title][equals]=Acceptance%20fee&depth=0', { headers })
  const fee = ((await found.json()) as { docs: Array<{ id: number; amount: number }> }).docs[0]!
  const setAmount = async (amount: number) => {
    const response = await request.patch(`/api/other-fees/${fee.id}`, { headers, data: { amount } })
    expect(response.ok(), `set the acceptance fee to ${amount}`).toBe(true)
  }
  try {
    await setAmount(fee.amount + 7_500)
    await page.goto('/admissions/screening')
    await expect(page.getByTestId('acceptance-fee')).toContainText(naira(fee.amount + 7_500))
  } finally {
    await setAmount(fee.amount)
  }
  await page.goto('/admissions/screening')
  await expect(page.getByTestId('acceptance-fee')).toContainText(naira(fee.amount))
})
