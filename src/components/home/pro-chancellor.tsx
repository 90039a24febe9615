import Link from '@/components/ui/link'

import type { HomepageContentView } from '@/content/views'

import styles from './pro-chancellor.module.css'
import { Picture } from '@/components/ui/picture'

/** The Pro-Chancellor's welcome: the opening paragraph here, the rest on the history page. */
export function ProChancellorMessage({ content }: { content: HomepageContentView }) {
  if (!content.proChancellorMessage) return null
  const [opening] = content.proChancellorMessage.split(/\n\s*\n/)
  return (
    <section className="section section--paper" aria-labelledby="pro-chancellor-title">
      <div className={`container ${styles.layout}`}>
        <div className={styles.portrait}>
          {content.proChancellorImage ? (
            <Picture src={content.proChancellorImage} alt="" fill sizes="(min-width: 768px) 320px, 60vw" />
          ) : null}
        </div>
        <div>
          <p className="eyebrow">From the Pro-Chancellor</p>
          <h2 id="pro-chancellor-title">A message to our community</h2>
          <blockquote className={styles.quote}>
            <p>{opening}</p>
          </blockquote>
          <p className={styles.signature}>
            <strong>{content.proChancellorName}</strong>
            {content.proChancellorTitle ? <span>{content.proChancellorTitle}</span> : null}
          </p>
          <Link className="button" href="/about/history">
            Read more<span className="visually-hidden"> about our history</span>
          </Link>
        </div>
      </div>
    </section>
  )
}
