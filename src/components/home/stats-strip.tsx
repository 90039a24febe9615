import band from '@/components/ui/stat-band.module.css'

import styles from './stats-strip.module.css'

type StatsStripProps = { departments: number; dualCertifications: string; centresFigure: string; faculties: number }

/** The statistics strip: counts from the content, the two fixed figures from the home page global. */
export function StatsStrip({ departments, dualCertifications, centresFigure, faculties }: StatsStripProps) {
  const stats = [
    { value: `${departments}+`, label: 'Academic departments' },
    { value: dualCertifications, label: 'Dual certifications' },
    { value: centresFigure, label: 'Centres of excellence' },
    { value: String(faculties), label: 'Faculties' },
  ]
  return (
    <section className={`${band.band} on-dark`} aria-labelledby="stats-title">
      <div className="container">
        <h2 id="stats-title" className="visually-hidden">
          The university in numbers
        </h2>
        <ul className={band.list}>
          {stats.map((s) => (
            <li key={s.label} className={styles.item}>
              <span className={band.value}>{s.value}</span>
              <span className={band.label}>{s.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
