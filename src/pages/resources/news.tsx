import type { GetServerSideProps } from 'next'

import { NEWS_TYPES } from '@/collections/news'
import { DocumentFrame } from '@/components/layout/document-frame'
import { newsItem, shownOf } from '@/components/news-events/list-items'
import { NEWS_PATH, NewsListPage, type NewsListPageView } from '@/components/news-events/news-list-page'
import { requestProps, type DocumentBase } from '@/content/document'
import { getNewsList, newsListFilter } from '@/content/news-events'
import { parsePage } from '@/lib/paging'

type Props = DocumentBase & { view: NewsListPageView }

// A document: Next sends no script of its own; the filters and 'Show more' are an island.
export const config = { unstable_runtimeJS: false }

// The type and the page are in the address (?type=&page=), so the list works without script: rendered per request.
export const getServerSideProps: GetServerSideProps<Props> = ({ query, res }) =>
  requestProps(res, async () => {
    const list = await getNewsList(newsListFilter(query), parsePage(query.page))
    return { view: { latest: list.latest, types: NEWS_TYPES, filter: list.filter, shown: shownOf(list, newsItem) } }
  })

export default function News({ site, siteUrl, view }: Props) {
  const meta = {
    title: 'News',
    description: 'News and updates from around the university: research, teaching, students and campus life.',
    canonical: NEWS_PATH,
    alternates: [{ type: 'application/rss+xml', href: '/news/rss.xml' }],
  }
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={meta}>
      <NewsListPage view={view} />
    </DocumentFrame>
  )
}
