import band from '@/components/ui/stat-band.module.css'

import styles from './stats-strip.module.css'

type StatsStripProps = { departments: number; dualCertifications: string; centres: number; faculties: number }

/**
 * The statistics strip. A figure that names something the site lists is that list's count, never
 * typed by hand (docs/differences.md); dual certifications is the home page global's figure.
 */
export function StatsStrip({ departments, dualCertifications, centres, faculties }: StatsStripProps) {
  const stats = [
    { value: String(departments), label: 'Academic departments' },
    { value: dualCertifications, label: 'Dual certifications' },
    { value: String(centres), label: 'Centres of excellence' },
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
