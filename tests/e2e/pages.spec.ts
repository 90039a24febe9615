/** Contact, Centres of Excellence, Scholarships and Application process, as a visitor meets them. */
import { expect, test, type Locator, type Page } from './fixtures'

import { CENTRES, CONTACT_OFFICES, SCHOLARSHIPS } from '../../src/seed/demo/campus'
import { admissionsPage, siteSettings } from '../../src/seed/demo/pages'
import { expectNoAxeViolations } from './helpers'

/** The demo content the seed wrote (src/seed/demo). */
const SITE = siteSettings({ logo: 0 })
const ADMISSION_SITE = SITE.admissionSite as string
const PROCESS = admissionsPage()

const NEW_TAB = ' (opens in a new tab)'

async function open(page: Page, address: string, heading: string) {
  const response = await page.goto(address)
  expect(response?.status()).toBe(200)
  const h1 = page.getByRole('heading', { level: 1 })
  await expect(h1).toHaveCount(1)
  await expect(h1).toHaveText(heading)
}

async function expectNewTab(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

test.describe('contact page', () => {
  test('shows the address, helpline, e-mails, departments, campuses, social links and emergencies', async ({
    page,
  }) => {
    await open(page, '/about/contact', 'Contact us')
    await expect(page).toHaveTitle(/Contact us/)
    const main = page.locator('main')

    const [mainCampus, cityCampus] = SITE.campusAddresses ?? []
    await expect(main.getByText(mainCampus.address).first()).toBeVisible()
    await expect(main.getByText(cityCampus.address)).toBeVisible()

    await expect(main.getByRole('heading', { name: 'General helpline' })).toBeVisible()
    await expect(main.getByText('Mon-Fri 8:00 AM - 5:00 PM')).toBeVisible()
    await expect(main.getByRole('link', { name: SITE.phonePrimary as string, exact: true })).toHaveAttribute(
      'href',
      telHref(SITE.phonePrimary as string),
    )

    for (const email of [SITE.emailGeneral, SITE.emailAdmissions, SITE.emailPartnerships] as string[]) {
      await expect(main.getByRole('link', { name: email, exact: true }).first()).toHaveAttribute(
        'href',
        `mailto:${email}`,
      )
    }

    const table = main.getByRole('table')
    await expect(page.getByRole('heading', { name: 'Key Departments' })).toBeVisible()
    for (const column of ['Office', 'Contact Person', 'Email', 'Phone'])
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeAttached()
    await expect(table.getByRole('row')).toHaveCount(CONTACT_OFFICES.length + 1)
    for (const office of CONTACT_OFFICES) {
      const row = table.getByRole('row', { name: new RegExp(office.office) })
      await expect(row.getByText(office.contactPerson)).toBeVisible()
      await expect(row.getByRole('link', { name: office.email })).toHaveAttribute('href', `mailto:${office.email}`)
      await expect(row.getByRole('link', { name: office.phone })).toHaveAttribute('href', telHref(office.phone))
    }

    const socials = [
      { label: 'X', href: SITE.socialX },
      { label: 'Instagram', href: SITE.socialInstagram },
      { label: 'Facebook', href: SITE.socialFacebook },
      { label: 'LinkedIn', href: SITE.socialLinkedin },
      { label: 'YouTube', href: SITE.socialYoutube },
    ]
    for (const social of socials)
      await expectNewTab(
        main.getByRole('link', { name: `${social.label}${NEW_TAB}`, exact: true }),
        social.href as string,
      )

    for (const contact of SITE.emergencyContacts ?? []) {
      await expect(main.getByText(contact.label, { exact: false }).last()).toBeVisible()
      await expect(main.getByRole('link', { name: contact.phone, exact: true })).toHaveAttribute(
        'href',
        telHref(contact.phone),
      )
    }
    await expect(main.getByText('Campus security (24/7)')).toBeVisible()
    await expect(main.locator('form')).toHaveCount(0)

    // The table stays inside the viewport on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)

    await expectNoAxeViolations(page)
  })
})

test.describe('centers of excellence page', () => {
  test('shows the banner, six centres with their initiatives and links, and the highlights', async ({ page }) => {
    await open(page, '/resources/center-excellence', 'Centres of Excellence')
    await expect(page).toHaveTitle(/Centres of Excellence/)
    await expect(page.getByText('Innovation, Research, and Impact for a Better Future')).toBeVisible()

    const cards = page.locator('main').getByRole('list').first().locator(':scope > li')
    await expect(cards).toHaveCount(6)
    for (const [index, centre] of CENTRES.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(centre.name)
      await expect(card.getByText(centre.tagline)).toBeVisible()
      await expect(card.getByText(centre.location)).toBeVisible()
      for (const initiative of centre.initiatives)
        await expect(card.getByText(initiative, { exact: true })).toBeVisible()
      await expectNewTab(
        card.getByRole('link', { name: `Visit the centre ${centre.name}${NEW_TAB}`, exact: true }),
        centre.url,
      )
    }

    await expect(page.getByRole('heading', { level: 2, name: 'Why Choose Our Centres?' })).toBeVisible()
    for (const highlight of ['World-Class Facilities', 'Industry Partnerships', 'Student Opportunities'])
      await expect(page.getByRole('heading', { level: 3, name: highlight })).toBeVisible()
    await expect(page.getByText(/state-of-the-art labs and collaborative spaces/i)).toBeVisible()
    await expect(page.getByText(/grants, internships, and mentorship programmes/i)).toBeVisible()

    await expectNoAxeViolations(page)
  })

  test('grid: one column on a phone, three on a wide screen', async ({ page }, testInfo) => {
    await page.goto('/resources/center-excellence')
    const cards = page.locator('main').getByRole('list').first().locator(':scope > li')
    const first = await cards.nth(0).boundingBox()
    const second = await cards.nth(1).boundingBox()
    const third = await cards.nth(2).boundingBox()
    if (testInfo.project.name === 'mobile') {
      expect(second!.y).toBeGreaterThan(first!.y)
      expect(Math.round(second!.x)).toBe(Math.round(first!.x))
    } else {
      expect(Math.round(second!.y)).toBe(Math.round(first!.y))
      expect(Math.round(third!.y)).toBe(Math.round(first!.y))
    }
  })
})

test.describe('scholarships page', () => {
  test('lists the scholarships with their percentages and an Apply Now link', async ({ page }) => {
    await open(page, '/resources/aid', 'Scholarships')
    await expect(page).toHaveTitle(/Scholarships/)
    const cards = page
      .locator('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
    await expect(cards).toHaveCount(SCHOLARSHIPS.length)
    for (const [index, s] of SCHOLARSHIPS.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(s.name)
      await expect(card.getByRole('definition')).toHaveText([`${s.tuition}%`, `${s.hostel}%`, `${s.feeding}%`])
      await expect(card.getByRole('term')).toHaveText(['Tuition', 'Hostel', 'Feeding'])
    }
    await expectNewTab(page.getByRole('link', { name: `Apply Now${NEW_TAB}`, exact: true }), ADMISSION_SITE)
    await expectNoAxeViolations(page)
  })
})

test.describe('application process page', () => {
  const before = (PROCESS.beforeSteps ?? []).map((s) => s.title)
  const after = (PROCESS.afterSteps ?? []).map((s) => s.title)

  test('toggles between the steps before and after applying', async ({ page }) => {
    await open(page, '/admissions/process', 'Application process')
    await expect(page).toHaveTitle(/Application process/)
    const beforeButton = page.getByRole('button', { name: 'Before applying' })
    const afterButton = page.getByRole('button', { name: 'After applying' })
    await expect(beforeButton).toHaveAttribute('aria-pressed', 'true')
    await expect(afterButton).toHaveAttribute('aria-pressed', 'false')
    for (const title of before) await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible()
    for (const title of after) await expect(page.getByRole('heading', { level: 3, name: title })).toBeHidden()

    await afterButton.click()
    await expect(afterButton).toHaveAttribute('aria-pressed', 'true')
    await expect(beforeButton).toHaveAttribute('aria-pressed', 'false')
    for (const title of after) await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible()
    for (const title of before) await expect(page.getByRole('heading', { level: 3, name: title })).toBeHidden()

    await expect(page.getByText(PROCESS.rules as string)).toBeVisible()
    await expectNewTab(page.getByRole('link', { name: `Apply Now${NEW_TAB}`, exact: true }), ADMISSION_SITE)
    await expectNoAxeViolations(page)

    await beforeButton.click()
    for (const title of before) await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible()
  })
})

test.describe('application process without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows both lists and no toggle', async ({ page }) => {
    await open(page, '/admissions/process', 'Application process')
    await expect(page.getByRole('button', { name: 'After applying' })).toHaveCount(0)
    for (const title of [...(PROCESS.beforeSteps ?? []), ...(PROCESS.afterSteps ?? [])].map((s) => s.title))
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible()
  })
})
