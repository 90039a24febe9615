import { expect, test } from '@playwright/test'

test('robots.txt keeps crawlers out of the admin and points at the sitemap', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Disallow: \/admin/)
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('the sitemap lists the pages and every news item and event', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.ok()).toBe(true)
  const xml = await response.text()
  const news = (await (await request.get('/api/v1/news/all/active')).json()) as Array<{ Slug: string }>
  const events = (await (await request.get('/api/v1/event/all/active')).json()) as Array<{ Slug: string }>
  expect(xml).toContain(`<loc>${baseURL}/</loc>`)
  for (const n of news) expect(xml).toContain(`<loc>${baseURL}/news/${n.Slug}</loc>`)
  for (const e of events) expect(xml).toContain(`<loc>${baseURL}/events/${e.Slug}</loc>`)
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
  const faculties = (await (await request.get('/api/v1/academics/faculty/academic/list')).json()) as Array<{
    Slug: string
  }>
  for (const f of faculties) expect(xml).toContain(`<loc>${baseURL}/faculty/${f.Slug}</loc>`)
  // Every fixed page of the sitemap answers (not a redirect, not a 404).
  for (const loc of locs.filter((l) => !/\/(news|events|faculty|breakdown)\//.test(l))) {
    expect((await request.get(loc, { maxRedirects: 0 })).status(), loc).toBe(200)
  }
})
