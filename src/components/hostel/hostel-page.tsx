import type { DocumentBase } from '@/content/document'
import type { HostelPageView } from '@/content/places'
import { DocumentFrame } from '@/components/layout/document-frame'
import { ApplyCallout } from '@/components/ui/apply-link'
import { HeroBanner } from '@/components/ui/hero-banner'
import { WhatsAppBand } from '@/components/ui/whatsapp-chat'
import { pathOf } from '@/lib/routes'
import { formatNairaWhole } from '@/lib/money'

import { HostelCard } from './hostel-card'
import { HostelFaq } from './hostel-faq'
import styles from './hostel.module.css'

/** The hostel page: the male and female halls, amenities, questions, the price and where to apply. */
export function HostelPage({ hostel }: { hostel: HostelPageView }) {
  return (
    <>
      <HeroBanner image={hostel.hostels.find((h) => h.image)?.image ?? null} height="small" labelledBy="hostel-title">
        <p className="eyebrow">Accommodation</p>
        <h1 id="hostel-title">Hostel and accommodation</h1>
      </HeroBanner>

      <section className="section" aria-label="Living on campus">
        <div className={`container split split--md ${styles.intro}`}>
          <p className="lead">{hostel.intro}</p>
          <div className={styles.price}>
            <p className={styles.priceLabel}>Accommodation fee</p>
            <p className={styles.priceValue} data-testid="hostel-price">
              {formatNairaWhole(hostel.pricePerSemester)} per semester
            </p>
            {hostel.residentFees.length > 0 ? (
              <ul className={styles.residentFees} aria-label="Also paid by hostel residents">
                {hostel.residentFees.map((f) => (
                  <li key={f.title}>
                    {f.title}: <strong>{formatNairaWhole(f.amount)}</strong>, {f.due.toLowerCase()}
                  </li>
                ))}
              </ul>
            ) : null}
            <ApplyCallout href={hostel.admissionSite} admissionWindow={hostel.admissionWindow} />
          </div>
        </div>
      </section>

      {hostel.hostels.length > 0 ? (
        <section className="section section--paper" aria-labelledby="halls-title">
          <div className="container">
            <h2 id="halls-title">Our halls of residence</h2>
            <div className={styles.halls}>
              {hostel.hostels.map((h, i) => (
                <HostelCard key={`${i}-${h.name}`} id={`hostel-${i}`} hostel={h} />
              ))}
            </div>
          </div>
        </section>
      ) : null}

      {hostel.amenities.length > 0 ? (
        <section className="section" aria-labelledby="amenities-title">
          <div className="container">
            <h2 id="amenities-title">Amenities</h2>
            <ul className={styles.amenities}>
              {hostel.amenities.map((a, i) => (
                <li key={`${i}-${a}`}>{a}</li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {hostel.questions.length > 0 ? (
        <section className="section section--paper" aria-labelledby="hostel-faq-title">
          <div className="container">
            <h2 id="hostel-faq-title">Frequently asked questions</h2>
            <HostelFaq questions={hostel.questions} />
          </div>
        </section>
      ) : null}
    </>
  )
}

export type HostelDocumentProps = DocumentBase & { hostel: HostelPageView }

/** The head of /hostel. */
export const HOSTEL_META = {
  title: 'Hostel and accommodation',
  description: 'Halls of residence for men and women on the main campus: rooms, amenities, price and how to apply.',
  canonical: pathOf('hostel'),
}

/** /hostel as a whole document, with the student affairs office's chat below it. */
export function HostelDocument({ site, siteUrl, hostel }: HostelDocumentProps) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={HOSTEL_META}>
      <HostelPage hostel={hostel} />
      <WhatsAppBand chat={site.whatsapp.studentAffairs} question="Questions about hostel life?" />
    </DocumentFrame>
  )
}
