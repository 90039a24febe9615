/**
 * Sitemaps for search engines: a plain list of addresses while the site is small, and once it
 * passes SITEMAP_CHUNK addresses an index naming numbered sitemaps of at most that many each
 * (search engines accept up to 50,000 per file; smaller files stay quick to build and fetch).
 */

/** Addresses per numbered sitemap, and the most /sitemap.xml lists before it becomes an index. */
export const SITEMAP_CHUNK = 5_000

export type SitemapUrl = { loc: string; lastModified?: string }

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Text made safe inside an XML element. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string)
}

/** How many numbered sitemaps `total` addresses need: at least 1 (an empty site still has one). */
export function sitemapCount(total: number, chunk = SITEMAP_CHUNK): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, chunk)))
}

/** Whether /sitemap.xml must be an index rather than the list itself. */
export function needsIndex(total: number, chunk = SITEMAP_CHUNK): boolean {
  return total > chunk
}

/** The ids of the numbered sitemaps, as strings ('0', '1', …); a sitemap id outside them is unknown. */
export function sitemapIds(total: number, chunk = SITEMAP_CHUNK): string[] {
  return Array.from({ length: sitemapCount(total, chunk) }, (_, i) => String(i))
}

/** The addresses numbered sitemap `id` lists: the id-th slice of `chunk`; none for an unknown id. */
export function sitemapSlice<T>(entries: readonly T[], id: string, chunk = SITEMAP_CHUNK): T[] {
  if (!/^\d{1,6}$/.test(id)) return []
  const i = Number(id)
  return entries.slice(i * chunk, (i + 1) * chunk)
}

const lastmod = (value: string | undefined) => {
  if (!value) return ''
  const time = Date.parse(value)
  return Number.isNaN(time) ? '' : `<lastmod>${new Date(time).toISOString()}</lastmod>`
}

/** A `<urlset>` sitemap of absolute addresses. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const body = urls.map((u) => `<url><loc>${xmlEscape(u.loc)}</loc>${lastmod(u.lastModified)}</url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`
}

/** A `<sitemapindex>` naming the numbered sitemaps by absolute address. */
export function sitemapIndexXml(locs: readonly string[]): string {
  const body = locs.map((loc) => `<sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`
}
