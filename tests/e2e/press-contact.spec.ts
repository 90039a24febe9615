/** Every news article names the media office as its press contact and its byline. */
import { expect, test, type APIRequestContext } from './fixtures'

import { adminHeaders } from './admin-api'
import { expectNoAxeViolations } from './helpers'

type Office = { Office: string; ContactPerson: string; EmailAddress: string; PhoneNumber: string }
type News = { Slug: string; Title: string }
type Event = { Slug: string }

async function get<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path)
  expect(response.ok(), path).toBe(true)
  return (await response.json()) as T
}

/** The media office, written again here: the first contact office named for the media, the press or public relations. */
const mediaOffice = (offices: Office[]) =>
  offices.find((o) => /\bmedia\b|\bpress\b|\bpublic relations\b/i.test(o.Office)) ?? null

test.describe('press contact on news', () => {
  test('each news article names the media office, its e-mail and phone, and a byline', async ({ page, request }) => {
    const [offices, news] = await Promise.all([
      get<Office[]>(request, '/api/v1/general/web_contact'),
      get<News[]>(request, '/api/v1/news/all/active'),
    ])
    const office = mediaOffice(offices)
    expect(office, 'the demo has a media office').toBeTruthy()
    expect(news.length).toBeGreaterThan(1)
    for (const item of news.slice(0, 2)) {
      const response = await page.goto(`/news/${item.Slug}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByTestId('byline')).toHaveText(`By the ${office!.Office}`)
      const press = page.getByRole('region', { name: 'Press contact' })
      await expect(press).toBeVisible()
      await expect(press).toContainText(office!.Office)
      await expect(press.getByRole('link', { name: office!.EmailAddress })).toHaveAttribute(
        'href',
        `mailto:${office!.EmailAddress}`,
      )
      await expect(press.getByRole('link', { name: office!.PhoneNumber })).toHaveAttribute(
        'href',
        `tel:${office!.PhoneNumber.replace(/[^\d+]/g, '')}`,
      )
    }
  })

  test('the press contact is accessible', async ({ page, request }) => {
    const [item] = await get<News[]>(request, '/api/v1/news/all/active')
    await page.goto(`/news/${item.Slug}`)
    await expect(page.getByRole('region', { name: 'Press contact' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('events have no press contact', async ({ page, request }) => {
    const [event] = await get<Event[]>(request, '/api/v1/event/all/active')
    await page.goto(`/events/${event.Slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Press contact' })).toHaveCount(0)
    await expect(page.getByTestId('byline')).toHaveCount(0)
  })

  test('without a media office the block and the byline are left out', async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'changes shared content: once is enough')
    const headers = await adminHeaders(request)
    const found = await request.get('/api/contact-offices?limit=100&depth=0', { headers })
    expect(found.ok()).toBe(true)
    const docs = ((await found.json()) as { docs: Array<{ id: number; office: string }> }).docs
    const media = docs.filter((d) => /\bmedia\b|\bpress\b|\bpublic relations\b/i.test(d.office))
    expect(media.length).toBeGreaterThan(0)
    const rename = async (id: number, office: string) => {
      const response = await request.patch(`/api/contact-offices/${id}`, { headers, data: { office } })
      expect(response.ok(), `rename contact office ${id}`).toBe(true)
    }
    const [item] = await get<News[]>(request, '/api/v1/news/all/active')
    try {
      for (const m of media) await rename(m.id, `Unit ${m.id}`)
      await expect(async () => {
        await page.goto(`/news/${item.Slug}`)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.getByRole('region', { name: 'Press contact' })).toHaveCount(0, { timeout: 1000 })
      }).toPass({ timeout: 15_000 })
      await expect(page.getByTestId('byline')).toHaveCount(0)
    } finally {
      for (const m of media) await rename(m.id, m.office)
    }
  })
})
