import { expect, test, type APIRequestContext } from './fixtures'

/**
 * Follows every internal link of the site, starting from the home page and every address in the
 * sitemap, and fails on any that answers an error: a dead end in the navigation, the footer or a
 * page's content is a bug. Pages are fetched as HTML (no browser rendering), which is what a crawler
 * and a visitor without JavaScript see.
 */

/** Far above the demo site's pages (a few hundred); stops a link loop from running away. */
const MAX_PAGES = 3000

const ATTRIBUTE_LINK = /\s(?:href|src|action)="([^"]*)"/g

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
}

/** The site-internal addresses one HTML page links to, without their #fragment. */
function internalLinks(html: string, pageUrl: string, origin: string): string[] {
  const found = new Set<string>()
  for (const match of html.matchAll(ATTRIBUTE_LINK)) {
    const raw = decodeEntities(match[1]).trim()
    if (!raw || raw.startsWith('#') || /^(mailto|tel|data|javascript):/i.test(raw)) continue
    let url: URL
    try {
      url = new URL(raw, pageUrl)
    } catch {
      continue
    }
    if (url.origin !== origin) continue
    // Next's own assets and images are checked by the console test; the admin is not the public site.
    if (url.pathname.startsWith('/_next/') || url.pathname.startsWith('/admin')) continue
    url.hash = ''
    found.add(url.pathname + url.search)
  }
  return [...found]
}

async function sitemapPaths(request: APIRequestContext, origin: string): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(decodeEntities(m[1]))
    expect(url.origin, 'sitemap addresses are on this site').toBe(origin)
    return url.pathname + url.search
  })
}

test('every internal link of every page answers without an error', async ({ request, baseURL }, testInfo) => {
  // One crawl is enough: the HTML is the same at every width.
  test.skip(testInfo.project.name !== 'desktop', 'the crawl runs once, in the desktop project')
  test.setTimeout(10 * 60_000)
  const origin = new URL(baseURL as string).origin

  const queue = ['/', ...(await sitemapPaths(request, origin))]
  const seen = new Set(queue)
  const linkedFrom = new Map<string, string>()
  const broken: string[] = []

  while (queue.length > 0) {
    expect(seen.size, 'the crawl stays within its bound').toBeLessThanOrEqual(MAX_PAGES)
    const path = queue.shift() as string
    const response = await request.get(path, { maxRedirects: 5 })
    if (response.status() >= 400) {
      broken.push(`${response.status()} ${path} (linked from ${linkedFrom.get(path) ?? 'the sitemap'})`)
      continue
    }
    if (!(response.headers()['content-type'] ?? '').includes('text/html')) continue
    const finalUrl = response.url()
    if (new URL(finalUrl).origin !== origin) continue
    for (const link of internalLinks(await response.text(), finalUrl, origin)) {
      if (seen.has(link)) continue
      seen.add(link)
      linkedFrom.set(link, path)
      queue.push(link)
    }
  }

  expect(broken, `${broken.length} broken link(s) among ${seen.size} addresses`).toEqual([])
  // The crawl really walked the site: every section's pages and the items behind them.
  expect(seen.size).toBeGreaterThan(100)
})
