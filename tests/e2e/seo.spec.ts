import { expect, test } from './fixtures'

test('robots.txt keeps crawlers out of the admin and points at the sitemap', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Disallow: \/admin/)
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test('the sitemap lists the pages and every news item and event', async ({ request, baseURL }) => {
  // Every fixed page is fetched once: on a shared, busy machine that takes a while.
  test.slow()
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
  // Every fixed page of the sitemap answers (not a redirect, not a 404), with the line a search engine shows
  // under its link.
  for (const loc of locs.filter((l) => !/\/(news|events|faculty|breakdown)\//.test(l))) {
    const page = await request.get(loc, { maxRedirects: 0 })
    expect(page.status(), loc).toBe(200)
    expect(await page.text(), loc).toMatch(/<meta name="description" content="[^"]+"/)
  }
})

test("the sitemap lists each year's page of a programme's breakdown, as the page links them", async ({
  request,
  baseURL,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const listed = [...xml.matchAll(/<loc>[^<]*(\/breakdown\/CSC-BSC[^<]*)<\/loc>/g)].map((m) => m[1])
  // The year links the breakdown itself shows (year 1 is its own address).
  const html = await (await request.get('/breakdown/CSC-BSC')).text()
  const linked = [...new Set([...html.matchAll(/href="(\/breakdown\/CSC-BSC\/year\/\d+)[#"]/g)].map((m) => m[1]))]
  expect(linked.length).toBeGreaterThan(1)
  expect(listed.sort()).toEqual(['/breakdown/CSC-BSC', ...linked].sort())
  for (const path of listed) {
    const page = await request.get(`${baseURL}${path}`, { maxRedirects: 0 })
    expect(page.status(), path).toBe(200)
  }
})

test('the numbered sitemap holds the same addresses while the site is small; unknown ones are 404', async ({
  request,
}) => {
  // Rule: /sitemap.xml lists every address itself up to 5,000 of them, and becomes an index of
  // numbered sitemaps (/sitemaps/sitemap/0.xml, …, 5,000 addresses each) past that.
  const whole = await (await request.get('/sitemap.xml')).text()
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
  expect(whole).toContain('<urlset')
  expect(locs(whole).length).toBeLessThanOrEqual(5000)
  const first = await request.get('/sitemaps/sitemap/0.xml')
  expect(first.ok()).toBe(true)
  expect(first.headers()['content-type']).toMatch(/xml/)
  expect(locs(await first.text()).sort()).toEqual(locs(whole).sort())
  for (const path of ['/sitemaps/sitemap/1.xml', '/sitemaps/sitemap/zzz.xml', '/sitemaps/sitemap/-1.xml']) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
})
