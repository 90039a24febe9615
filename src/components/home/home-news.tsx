import Link from '@/components/ui/link'

import { newsPath } from '@/components/news-events/format'
import { ArrowRightIcon, CalendarIcon } from '@/components/news-events/icons'
import { formatDate } from '@/lib/dates'
import { truncate } from '@/lib/text'

import styles from './home-sections.module.css'
import { SectionHeader } from './section-header'
import { Picture } from '@/components/ui/picture'

export type HomeNewsItem = { slug: string; title: string; facultyCode: string; insertedDate: string; image: string }

/**
 * News and Updates: the three newest titles with their faculty badge, and the newest item
 * featured with its picture. Left out when there is no news.
 */
export function HomeNews({ news }: { news: HomeNewsItem[] }) {
  if (news.length === 0) return null
  const featured = news[0]
  return (
    <section className="section section--paper" aria-labelledby="home-news-title">
      <div className="container">
        <SectionHeader
          className={styles.header}
          eyebrow="Latest"
          id="home-news-title"
          title="News and Updates"
          more={{ href: '/resources/news', text: 'All news' }}
        />
        <div className={`split split--lg ${styles.newsLayout}`}>
          <ul className={styles.titles}>
            {news.slice(0, 3).map((n) => (
              <li key={n.slug} className={styles.titleItem}>
                {n.facultyCode ? <span className={styles.badge}>{n.facultyCode}</span> : null}
                <Link href={newsPath(n.slug)}>{truncate(n.title)}</Link>
                <time className={styles.when} dateTime={n.insertedDate}>
                  {formatDate(n.insertedDate)}
                </time>
              </li>
            ))}
          </ul>
          <article className={styles.featured} aria-labelledby="featured-news-title">
            <div className={`media-box ${styles.featuredMedia}`}>
              {featured.image ? (
                <Picture src={featured.image} alt="" data-decorative fill sizes="(min-width: 960px) 560px, 100vw" />
              ) : null}
            </div>
            <div className={styles.featuredBody}>
              <p className={styles.when}>
                <CalendarIcon />
                <time dateTime={featured.insertedDate}>{formatDate(featured.insertedDate)}</time>
              </p>
              <h3 id="featured-news-title">{featured.title}</h3>
              <Link className="button" href={newsPath(featured.slug)} aria-describedby="featured-news-title">
                Read news
                <ArrowRightIcon />
              </Link>
            </div>
          </article>
        </div>
      </div>
    </section>
  )
}
