import type { Metadata } from 'next'

import { NEWS_TYPES } from '@/collections/news'
import { FilteredList } from '@/components/news-events/filtered-list.client'
import { ListHero, PlainHero } from '@/components/news-events/list-hero'
import { NewsCard, toNewsCard } from '@/components/news-events/news-card'
import { newsPath } from '@/components/news-events/format'
import listStyles from '@/components/news-events/list-page.module.css'
import { getNews } from '@/content/news-events'
import { formatDate } from '@/lib/dates'
import { newestFirst } from '@/lib/news-events'
import { HERO_PREVIEW_LENGTH, preview } from '@/lib/text'

export const metadata: Metadata = {
  title: 'News',
  description: 'News and updates from around the university: research, teaching, students and campus life.',
  alternates: { canonical: '/resources/news', types: { 'application/rss+xml': '/news/rss.xml' } },
}

export default async function NewsPage() {
  const news = newestFirst(await getNews())
  const latest = news[0]
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
      <section className="section" aria-labelledby="all-news-title">
        <div className="container">
          <div className={listStyles.header}>
            <h2 id="all-news-title">All news</h2>
            <a className={listStyles.feed} href="/news/rss.xml">
              RSS feed
            </a>
          </div>
          <FilteredList
            entries={news.map((n) => ({
              key: n.Slug,
              type: n.NewsType,
              title: n.Title,
              card: <NewsCard item={toNewsCard(n)} />,
            }))}
            types={NEWS_TYPES}
            filterLabel="Filter news by type"
            emptyText="No news found."
            noun="news items"
          />
        </div>
      </section>
    </>
  )
}
