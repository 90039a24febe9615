import type { AboutStatisticView } from '@/content/about'

import band from '@/components/ui/stat-band.module.css'

import styles from './statistics.module.css'

/** The university in numbers: a description list (label as term, figure as its description). */
export function Statistics({ statistics }: { statistics: AboutStatisticView[] }) {
  if (statistics.length === 0) return null
  return (
    <section className={`${band.band} on-dark`} aria-labelledby="statistics-title">
      <div className="container">
        <h2 id="statistics-title" className="visually-hidden">
          The university in numbers
        </h2>
        <dl className={band.list}>
          {statistics.map((s, i) => (
            <div key={`${i}-${s.label}`} className={styles.item}>
              <dt className={band.label}>{s.label}</dt>
              <dd className={band.value}>{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
