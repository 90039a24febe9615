import { expect, test } from './fixtures'

import { extraPort, startAppServer } from './support-server'

/**
 * A server just started takes its first visitors as they come. Before the public pages moved to Astro
 * (docs/decisions/0039-public-pages-on-astro.md), two pages of Next's Pages Router first rendered at the
 * same moment once waited on each other for good (decision 29), and every start asked each page once,
 * alone, before taking a visitor. That warm-up and the restart it could ask for are gone: this is what
 * says they are not needed.
 */
test('a server just started answers its first page requests, asked all at once', async () => {
  test.slow()
  // Up as soon as it answers its readiness check, which renders no page.
  const server = await startAppServer({ port: extraPort(8), upAt: '/readyz' })
  try {
    // Astro's pages, the home page and the not-found page among them, and Next's feed, each asked for the first time.
    const pages = ['/', '/about', '/admissions/tuition', '/resources/news', '/no/such/page', '/news/rss.xml']
    const answers = await Promise.all(
      pages.map(async (page) => {
        const response = await fetch(`${server.url}${page}`, { signal: AbortSignal.timeout(60_000) })
        const html = await response.text()
        return { page, status: response.status, title: /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '' }
      }),
    )
    expect(answers.map(({ page, status }) => ({ page, status }))).toEqual(
      pages.map((page) => ({ page, status: page === '/no/such/page' ? 404 : 200 })),
    )
    for (const { page, title } of answers) expect(title, page).not.toBe('')
  } finally {
    await server.stop()
  }
})
