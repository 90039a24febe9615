import { getSitemapEntries, getSitemapIds } from '@/content/sitemap'
import { env } from '@/env'
import { originOf } from '@/lib/origin'
import { needsIndex, sitemapIndexXml, urlsetXml } from '@/lib/sitemap-xml'

// Rendered at each request from the data cache: left static, Next would serve the list it made at build time for
// good (naming the build's address), and new content would never join it.
export const dynamic = 'force-dynamic'

/**
 * /sitemap.xml, the address robots.txt names: every address while there are at most
 * SITEMAP_CHUNK of them, and past that a sitemap index naming the numbered sitemaps
 * (/sitemaps/sitemap/0.xml, … from src/app/sitemaps/sitemap.ts).
 */
export async function GET(request: Request) {
  const origin = originOf(request, env)
  const entries = await getSitemapEntries()
  const xml = needsIndex(entries.length)
    ? sitemapIndexXml((await getSitemapIds()).map((id) => `${origin}/sitemaps/sitemap/${id}.xml`))
    : urlsetXml(entries.map((e) => ({ loc: `${origin}${e.path}`, lastModified: e.lastModified })))
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  })
}
