import type { Metadata } from 'next'

import { NEWS_TYPES } from '@/collections/news'
import { ListFilters } from '@/components/news-events/list-filters'
import { ListHero, PlainHero } from '@/components/news-events/list-hero'
import { ListSection } from '@/components/news-events/list-section'
import { newsItem } from '@/components/news-events/list-items'
import { listHref, newsPath } from '@/components/news-events/format'
import { PagedList } from '@/components/news-events/paged-list.client'
import { getNewsList, newsListFilter } from '@/content/news-events'
import { formatDate } from '@/lib/dates'
import { parsePage } from '@/lib/paging'
import { HERO_PREVIEW_LENGTH, preview } from '@/lib/text'

export const metadata: Metadata = {
  title: 'News',
  description: 'News and updates from around the university: research, teaching, students and campus life.',
  alternates: { canonical: '/resources/news', types: { 'application/rss+xml': '/news/rss.xml' } },
}

const PATH = '/resources/news'

type Props = { searchParams: Promise<{ type?: string | string[]; page?: string | string[] }> }

export default async function NewsPage({ searchParams }: Props) {
  const params = await searchParams
  const { latest, filter, items, total, window } = await getNewsList(newsListFilter(params), parsePage(params.page))
  return (
    <>
      {latest ? (
        <ListHero
          heading="News"
          kicker={`Latest news · ${formatDate(latest.InsertedDate)}`}
          title={latest.Title}
          href={newsPath(latest.Slug)}
          linkText="Read news"
          image={latest.ImagePath}
        >
          <p>{preview(latest.Description, HERO_PREVIEW_LENGTH)}</p>
        </ListHero>
      ) : (
        <PlainHero heading="News" text="News and updates from around the university." />
      )}
      <ListSection id="all-news-title" title="All news" feed={{ href: '/news/rss.xml', text: 'RSS feed' }}>
        <ListFilters path={PATH} types={NEWS_TYPES} type={filter.type} filterLabel="Filter news by type" />
        <PagedList
          key={listHref(PATH, { ...filter, page: window.page })}
          items={items.map(newsItem)}
          start={window.start}
          total={total}
          page={window.page}
          hasMore={window.hasMore}
          path={PATH}
          filters={filter.type ? { type: filter.type } : {}}
          moreEndpoint={`${PATH}/more`}
          noun="news items"
          emptyText="No news found."
        />
      </ListSection>
    </>
  )
}
