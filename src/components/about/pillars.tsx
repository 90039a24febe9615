import type { AboutPillarView } from '@/content/about'

import styles from './pillars.module.css'

/** The four pillars of teaching and research, as cards. */
export function Pillars({ pillars }: { pillars: AboutPillarView[] }) {
  if (pillars.length === 0) return null
  return (
    <section className="section" aria-labelledby="pillars-title">
      <div className="container">
        <p className="eyebrow">What we teach</p>
        <h2 id="pillars-title">Our academic pillars</h2>
        <ul className={`column-grid ${styles.grid}`}>
          {pillars.map((p, i) => (
            <li key={`${i}-${p.title}`} className={`accent-card feature-card ${styles.card}`}>
              <span className={styles.number} aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.title}>{p.title}</h3>
              {p.text ? <p className={styles.text}>{p.text}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
