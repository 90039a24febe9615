import type { AboutMilestoneView } from '@/content/about'

import styles from './timeline.module.css'

/** The history, oldest first, as an ordered list. A four-digit year becomes a machine-readable <time>. */
export function Timeline({ milestones }: { milestones: AboutMilestoneView[] }) {
  if (milestones.length === 0) return null
  return (
    <section id="history" className="section" aria-labelledby="history-title">
      <div className="container">
        <p className="eyebrow">Milestones</p>
        <h2 id="history-title">Our history</h2>
        <ol className={styles.list}>
          {milestones.map((m, i) => (
            <li key={`${i}-${m.year}`} className={styles.item}>
              <span className={styles.marker} aria-hidden="true" />
              {m.year ? (
                /^\d{4}$/.test(m.year) ? (
                  <time className={styles.year} dateTime={m.year}>
                    {m.year}
                  </time>
                ) : (
                  <span className={styles.year}>{m.year}</span>
                )
              ) : null}
              {m.title ? <h3 className={styles.title}>{m.title}</h3> : null}
              {m.text ? <p className={styles.text}>{m.text}</p> : null}
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
