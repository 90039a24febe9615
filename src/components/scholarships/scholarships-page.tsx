import Link from '@/components/ui/link'

import { DocumentFrame } from '@/components/layout/document-frame'
import type { PageMeta } from '@/components/layout/page-head'
import { ApplyCallout } from '@/components/ui/apply-link'
import { HeroBanner } from '@/components/ui/hero-banner'
import type { DocumentBase } from '@/content/document'
import type { ScholarshipsPageView } from '@/content/scholarships'
import { pathOf } from '@/lib/routes'

import styles from './scholarships-page.module.css'

/** The tuition page's questions and answers, where applying for a scholarship is explained in the same words. */
const FAQ_HREF = `${pathOf('tuition')}#faq-heading`

/**
 * Scholarships with the percentages they cover, who can apply, the deadline and how to apply, and a link to
 * apply. How to apply agrees with the tuition page's answer: through the Student portal after the admission
 * offer is accepted.
 */
export function ScholarshipsPage({
  scholarships,
  admissionWindow,
  admissionSite,
}: ScholarshipsPageView & {
  admissionSite: string | null
}) {
  return (
    <>
      <HeroBanner image={null} height="small" labelledBy="aid-title">
        <h1 id="aid-title">Scholarships</h1>
        <p className="lead">Support with tuition, hostel and feeding costs.</p>
      </HeroBanner>

      <section className="section section--paper" aria-labelledby="aid-apply-title">
        <div className={`container ${styles.apply}`} data-testid="aid-how-to-apply">
          <h2 id="aid-apply-title">How to apply</h2>
          <p>
            Apply through the Student portal after you accept your admission offer. Merit awards for new students are
            made automatically from entrance results; other awards need a short application and supporting documents.
          </p>
          <p>
            <Link href={FAQ_HREF}>Read the answers on scholarships and paying fees</Link> on the tuition page.
          </p>
        </div>
      </section>

      <section className="section" aria-label="Available scholarships">
        <div className="container">
          {scholarships.length === 0 ? (
            <p className={`empty-note ${styles.empty}`}>No scholarships are open at the moment.</p>
          ) : (
            <ul className="card-grid">
              {scholarships.map((s) => (
                <li key={s.name} className={styles.card} data-testid="scholarship">
                  <h2 className={styles.name}>{s.name}</h2>
                  {s.description ? <p className={styles.description}>{s.description}</p> : null}
                  <dl className={styles.figures}>
                    <div>
                      <dt>Tuition</dt>
                      <dd>{s.tuition}%</dd>
                    </div>
                    <div>
                      <dt>Hostel</dt>
                      <dd>{s.hostel}%</dd>
                    </div>
                    <div>
                      <dt>Feeding</dt>
                      <dd>{s.feeding}%</dd>
                    </div>
                  </dl>
                  <div className={styles.details}>
                    {s.eligibility ? (
                      <div>
                        <h3>Who can apply</h3>
                        <p data-testid="scholarship-eligibility">{s.eligibility}</p>
                      </div>
                    ) : null}
                    {s.deadline ? (
                      <div>
                        <h3>Deadline</h3>
                        <p data-testid="scholarship-deadline">{s.deadline}</p>
                      </div>
                    ) : null}
                    <div>
                      <h3>How to apply</h3>
                      <p data-testid="scholarship-how-to-apply">
                        {s.howToApply ?? 'Apply through the Student portal after you accept your admission offer.'}
                      </p>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <ApplyCallout href={admissionSite} className={styles.actions} admissionWindow={admissionWindow} />
        </div>
      </section>
    </>
  )
}

/** The head of /resources/aid. */
export const SCHOLARSHIPS_META: PageMeta & { canonical: string } = {
  title: 'Scholarships',
  description:
    'Scholarships and the share of tuition, hostel and feeding costs each one covers, who can apply, by when and how.',
  canonical: '/resources/aid',
}

/** /resources/aid as a whole document: the scholarships, applied for through the site's admission link. */
export function ScholarshipsDocument({ site, siteUrl, aid }: DocumentBase & { aid: ScholarshipsPageView }) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={SCHOLARSHIPS_META}>
      <ScholarshipsPage {...aid} admissionSite={site.links.admissionSite} />
    </DocumentFrame>
  )
}
