import type { AboutStatisticView } from '@/content/about'

import styles from './statistics.module.css'

/** The university in numbers: a description list (label as term, figure as its description). */
export function Statistics({ statistics }: { statistics: AboutStatisticView[] }) {
  if (statistics.length === 0) return null
  return (
    <section className={`${styles.band} on-dark`} aria-labelledby="statistics-title">
      <div className="container">
        <h2 id="statistics-title" className="visually-hidden">
          The university in numbers
        </h2>
        <dl className={styles.list}>
          {statistics.map((s, i) => (
            <div key={`${i}-${s.label}`} className={styles.item}>
              <dt className={styles.label}>{s.label}</dt>
              <dd className={styles.value}>{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
