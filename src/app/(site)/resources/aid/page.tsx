import type { Metadata } from 'next'

import { ExternalIcon, NewTabHint } from '@/components/layout/icons'
import { HeroBanner } from '@/components/ui/hero-banner'
import { getScholarships } from '@/content/campus'
import { getSite } from '@/content/site'

import styles from './page.module.css'

export const metadata: Metadata = {
  title: 'Scholarships',
  description: 'Scholarships and the share of tuition, hostel and feeding costs each one covers.',
}

/** Scholarships with the percentages they cover, and a link to apply (docs/site.md#scholarships). */
export default async function ScholarshipsPage() {
  const [scholarships, site] = await Promise.all([getScholarships(), getSite()])
  const admissionSite = site.links.admissionSite
  return (
    <>
      <HeroBanner image={null} height="small" labelledBy="aid-title">
        <h1 id="aid-title">Scholarships</h1>
        <p className="lead">Support with tuition, hostel and feeding costs.</p>
      </HeroBanner>

      <section className="section" aria-label="Available scholarships">
        <div className="container">
          <ul className={styles.grid}>
            {scholarships.map((s) => (
              <li key={s.ScholarshipName} className={styles.card}>
                <h2 className={styles.name}>{s.ScholarshipName}</h2>
                <dl className={styles.figures}>
                  <div>
                    <dt>Tuition</dt>
                    <dd>{s.TuitionPercentage}%</dd>
                  </div>
                  <div>
                    <dt>Hostel</dt>
                    <dd>{s.HostelPercentage}%</dd>
                  </div>
                  <div>
                    <dt>Feeding</dt>
                    <dd>{s.FeedingPercentage}%</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          {admissionSite ? (
            <p className={`actions ${styles.actions}`}>
              <a className="button button--accent" href={admissionSite} target="_blank" rel="noopener noreferrer">
                Apply Now
                <ExternalIcon />
                <NewTabHint />
              </a>
            </p>
          ) : null}
        </div>
      </section>
    </>
  )
}
