import { DocumentFrame } from '@/components/layout/document-frame'
import type { PageMeta } from '@/components/layout/page-head'
import type { DocumentBase } from '@/content/document'
import type { NewsView } from '@/content/views'
import { Island } from '@/islands/island'
import { formatDate } from '@/lib/dates'
import { HERO_PREVIEW_LENGTH, preview } from '@/lib/text'

import { FilteredList, type Shown } from './filtered-list.client'
import { newsPath } from './format'
import { ListHero, PlainHero } from './list-hero'
import { ListSection } from './list-section'

export const NEWS_PATH = '/resources/news'

export type NewsListPageView = {
  /** The latest item of all, for the hero. */
  latest: NewsView | null
  types: readonly string[]
  filter: { type: string }
  shown: Shown
}

/** The news list: the latest item as the hero, then every item, filtered by type (an island). */
export function NewsListPage({ view }: { view: NewsListPageView }) {
  const { latest } = view
  return (
    <>
      {latest ? (
        <ListHero
          heading="News"
          kicker={`Latest news · ${formatDate(latest.published)}`}
          title={latest.title}
          href={newsPath(latest.slug)}
          linkText="Read news"
          image={latest.image}
        >
          <p>{preview(latest.description, HERO_PREVIEW_LENGTH)}</p>
        </ListHero>
      ) : (
        <PlainHero heading="News" text="News and updates from around the university." />
      )}
      <ListSection id="all-news-title" title="All news" feed={{ href: '/news/rss.xml', text: 'RSS feed' }}>
        <Island
          name="filtered-list"
          component={FilteredList}
          props={{
            shown: view.shown,
            types: [...view.types],
            filter: { type: view.filter.type, q: '' },
            filterLabel: 'Filter news by type',
            path: NEWS_PATH,
            moreEndpoint: `${NEWS_PATH}/more`,
            noun: 'news items',
            emptyText: 'No news found.',
          }}
        />
      </ListSection>
    </>
  )
}

/** The head of /resources/news, with its RSS feed as the list in another format. */
export const newsListMeta = (): PageMeta & { canonical: string } => ({
  title: 'News',
  description: 'News and updates from around the university: research, teaching, students and campus life.',
  canonical: NEWS_PATH,
  alternates: [{ type: 'application/rss+xml', href: '/news/rss.xml' }],
})

/** /resources/news as a whole document (its page hands its props through). */
export function NewsListDocument({ site, siteUrl, view }: DocumentBase & { view: NewsListPageView }) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={newsListMeta()}>
      <NewsListPage view={view} />
    </DocumentFrame>
  )
}
