/**
 * Talking to a person: each office's WhatsApp chat (site settings) opens with its greeting typed in,
 * on the contact page, the programme pages (admissions), the fee pages (bursary) and the hostel page
 * (student affairs). The numbers and greetings are the demo's (src/seed/demo/pages.ts).
 */
import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { siteSettings } from '../../src/seed/demo/pages'
import { adminHeaders, getAsAdmin } from './admin-api'
import { expectNoAxeViolations } from './helpers'

const SITE = siteSettings({ logo: 0 })

/** What wa.me dials for the demo's numbers (+234 803 555 0150 and so on): digits, country code first. */
const ADMISSIONS = { office: 'Admissions Office', digits: '2348035550150', greeting: SITE.whatsappAdmissionsGreeting }
const BURSARY = { office: 'Bursary', digits: '2348035550160', greeting: SITE.whatsappBursaryGreeting }
const STUDENT_AFFAIRS = {
  office: 'Student Affairs',
  digits: '2348035550170',
  greeting: SITE.whatsappStudentAffairsGreeting,
}

type Chat = typeof ADMISSIONS

/** How a chat's message names Nursing Science (src/seed/demo/academics.ts): degree, name, code. */
const NURSING = 'Programme: B.N.Sc. Nursing Science (NSC-BNSC)'

const chatHref = (chat: Chat, message = chat.greeting as string) =>
  `https://wa.me/${chat.digits}?text=${encodeURIComponent(message)}`

const chatLink = (page: Page, chat: Chat) =>
  page.getByRole('link', { name: `Chat with the ${chat.office} on WhatsApp (opens in a new tab)` })

async function open(page: Page, address: string) {
  const response = await page.goto(address)
  expect(response?.status()).toBe(200)
}

async function expectChat(page: Page, chat: Chat, message?: string) {
  const link = chatLink(page, chat)
  await expect(link).toHaveAttribute('href', chatHref(chat, message))
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
}

test('the contact page offers a WhatsApp chat with each office, greeting typed in', async ({ page }) => {
  await open(page, '/about/contact')
  const section = page.getByRole('region', { name: 'Chat with us on WhatsApp' })
  await expect(section.getByRole('heading', { level: 3 })).toHaveText([
    ADMISSIONS.office,
    BURSARY.office,
    STUDENT_AFFAIRS.office,
  ])
  for (const [chat, number] of [
    [ADMISSIONS, SITE.whatsappAdmissions],
    [BURSARY, SITE.whatsappBursary],
    [STUDENT_AFFAIRS, SITE.whatsappStudentAffairs],
  ] as const) {
    await expectChat(page, chat)
    await expect(section.getByText(number as string, { exact: true })).toBeVisible()
  }
  await expectNoAxeViolations(page)
})

test('a programme page opens a chat with admissions that names the programme', async ({ page, request }) => {
  const slug = await programmeSlug(request, 'NSC-BNSC')
  await open(page, `/course/${slug}`)
  await expect(page.getByText('Questions about studying Nursing Science?')).toBeVisible()
  await expectChat(page, ADMISSIONS, `${ADMISSIONS.greeting}\n${NURSING}`)
})

const BANDS = [
  { address: '/admissions/tuition', question: 'Questions about fees or paying them?', chat: BURSARY },
  { address: '/admissions/fees/estimate', question: 'Questions about your estimate or paying fees?', chat: BURSARY },
  {
    address: '/breakdown/NSC-BNSC',
    question: 'Questions about these fees or paying them?',
    chat: BURSARY,
    message: `${BURSARY.greeting}\n${NURSING}`,
  },
  { address: '/hostel', question: 'Questions about hostel life?', chat: STUDENT_AFFAIRS },
]

for (const band of BANDS) {
  test(`${band.address} ends with a chat with the ${band.chat.office}`, async ({ page }) => {
    await open(page, band.address)
    await expect(page.getByText(band.question)).toBeVisible()
    await expectChat(page, band.chat, band.message)
    await expectNoAxeViolations(page)
  })
}

test('an office whose number the web team removes shows no chat anywhere, until it is back', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const update = async (data: Record<string, unknown>) => {
    const response = await request.post('/api/globals/site-settings', { headers, data })
    expect(response.ok(), 'update the site settings').toBe(true)
  }
  // A number written the local way is read as a Nigerian one.
  await update({ whatsappBursary: '0809 555 0161' })
  try {
    await page.goto('/admissions/tuition')
    await expectChat(page, { ...BURSARY, digits: '2348095550161' })
    await update({ whatsappBursary: '' })
    await page.goto('/admissions/tuition')
    await expect(page.getByText('Questions about fees or paying them?')).toHaveCount(0)
    await expect(chatLink(page, BURSARY)).toHaveCount(0)
    await page.goto('/about/contact')
    await expect(
      page.getByRole('region', { name: 'Chat with us on WhatsApp' }).getByRole('heading', { level: 3 }),
    ).toHaveText([ADMISSIONS.office, STUDENT_AFFAIRS.office])
  } finally {
    await update({ whatsappBursary: SITE.whatsappBursary })
  }
  await page.goto('/admissions/tuition')
  await expectChat(page, BURSARY)
})

test('a number that is not one is refused with a message the editor can act on', async ({ request }) => {
  const headers = await adminHeaders(request)
  const response = await request.post('/api/globals/site-settings', {
    headers,
    data: { whatsappAdmissions: 'ask at the gate' },
  })
  expect(response.status()).toBe(400)
  expect(JSON.stringify(await response.json())).toContain('country code')
})

async function programmeSlug(request: APIRequestContext, code: string): Promise<string> {
  const response = await getAsAdmin(request, `/api/programmes?where[code][equals]=${code}&depth=0&limit=1`)
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: Array<{ slug: string }> }
  expect(docs).toHaveLength(1)
  return docs[0].slug
}
