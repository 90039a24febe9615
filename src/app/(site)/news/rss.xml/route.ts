import { getNews } from '@/content/news-events'
import { getSite } from '@/content/site'
import { originOf } from '@/components/news-events/feeds'
import { newestFirst } from '@/lib/news-events'
import { buildRss } from '@/lib/rss'
import { htmlToText, truncate } from '@/lib/text'

/** The news as RSS 2.0, with absolute links (PUBLIC_URL, else the address it was requested at). */
export async function GET(request: Request): Promise<Response> {
  const origin = originOf(request)
  const [news, site] = await Promise.all([getNews(), getSite()])
  const xml = buildRss({
    title: `${site.institutionName}: News`,
    link: `${origin}/resources/news`,
    selfLink: `${origin}/news/rss.xml`,
    description: `News and updates from ${site.institutionName}.`,
    items: newestFirst(news)
      .slice(0, 50)
      .map((n) => ({
        title: n.Title,
        link: `${origin}/news/${n.Slug}`,
        description: truncate(htmlToText(n.Description), 300),
        category: n.NewsType,
        published: n.InsertedDate,
      })),
  })
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=600, stale-while-revalidate=3600',
    },
  })
}
