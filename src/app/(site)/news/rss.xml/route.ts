import { FEED_SIZE, getRecentNews } from '@/content/news-events'
import { getSite } from '@/content/site'
import { originOf } from '@/components/news-events/feeds'
import { buildRss } from '@/lib/rss'
import { htmlToText, truncate } from '@/lib/text'

/**
 * The latest FEED_SIZE news items as RSS 2.0, with absolute links (PUBLIC_URL, else the address it
 * was requested at).
 */
export async function GET(request: Request): Promise<Response> {
  const origin = originOf(request)
  const [news, site] = await Promise.all([getRecentNews(), getSite()])
  const xml = buildRss({
    title: `${site.institutionName}: News`,
    link: `${origin}/resources/news`,
    selfLink: `${origin}/news/rss.xml`,
    description: `News and updates from ${site.institutionName}.`,
    items: news.slice(0, FEED_SIZE).map((n) => ({
      title: n.title,
      link: `${origin}/news/${n.slug}`,
      description: truncate(htmlToText(n.description), 300),
      category: n.newsType,
      published: n.published,
    })),
  })
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=600, stale-while-revalidate=3600',
    },
  })
}
