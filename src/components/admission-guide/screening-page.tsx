import Link from '@/components/ui/link'

import { DocumentFrame } from '@/components/layout/document-frame'
import { HeroBanner } from '@/components/ui/hero-banner'
import type { GuideDateView, ScreeningPageView } from '@/content/admission-guide'
import type { DocumentBase } from '@/content/document'
import { pathOf } from '@/lib/routes'

import { FeeLine } from './fee-line'
import { Lines } from './lines'
import styles from './guide.module.css'

/** A date of the admission calendar, linking to its step on the application process page. */
function CalendarDate({ date, label }: { date: GuideDateView; label: string }) {
  if (!date) return null
  return (
    <p>
      {label}: <strong>{date.dates}</strong> (
      <Link href={`${pathOf('applicationProcess')}#${date.anchor}`}>admission calendar</Link>)
    </p>
  )
}

/** The post-UTME screening: its days, who can take it, the fee, format, venue and what to bring. */
function ScreeningSection({ screening }: { screening: ScreeningPageView['screening'] }) {
  return (
    <section className={styles.part} aria-labelledby="screening-title">
      <h2 id="screening-title" className={styles.partTitle}>
        Post-UTME screening
      </h2>
      <CalendarDate date={screening.date} label="Screening days" />
      {screening.eligibility ? (
        <div>
          <h3 className={styles.subTitle}>Who can take it</h3>
          <Lines text={screening.eligibility} />
        </div>
      ) : null}
      <div>
        <h3 className={styles.subTitle}>Fee</h3>
        <FeeLine fee={screening.fee} what="screening fee" testId="screening-fee" />
      </div>
      {screening.format ? (
        <div>
          <h3 className={styles.subTitle}>Format</h3>
          <Lines text={screening.format} />
        </div>
      ) : null}
      {screening.venue ? (
        <div>
          <h3 className={styles.subTitle}>Venue</h3>
          <p>{screening.venue}</p>
        </div>
      ) : null}
      {screening.whatToBring.length > 0 ? (
        <div>
          <h3 className={styles.subTitle} id="bring-title">
            What to bring
          </h3>
          <ul className={styles.list} aria-labelledby="bring-title">
            {screening.whatToBring.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}

/** Accepting an offer: the acceptance fee, what it secures, JAMB CAPS and the deadline. */
function AcceptanceSection({ acceptance }: { acceptance: ScreeningPageView['acceptance'] }) {
  return (
    <section className={styles.part} aria-labelledby="acceptance-title">
      <h2 id="acceptance-title" className={styles.partTitle}>
        Accepting your offer
      </h2>
      <FeeLine fee={acceptance.fee} what="acceptance fee" testId="acceptance-fee" />
      <Lines text={acceptance.secures} />
      {acceptance.capsSteps.length > 0 ? (
        <div>
          <h3 className={styles.subTitle} id="caps-title">
            Accept on JAMB CAPS
          </h3>
          <ol className={styles.list} aria-labelledby="caps-title">
            {acceptance.capsSteps.map((s, i) => (
              <li key={i}>
                <strong>{s.title}</strong>
                {s.text ? <> {s.text}</> : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {acceptance.deadline || acceptance.deadlineNote ? (
        <div>
          <h3 className={styles.subTitle}>Deadline</h3>
          <CalendarDate date={acceptance.deadline} label={acceptance.deadline?.title ?? 'Deadline'} />
          <Lines text={acceptance.deadlineNote} />
        </div>
      ) : null}
      <p>
        <Link className={styles.link} href={pathOf('howToPay')}>
          How to pay the acceptance fee
        </Link>
      </p>
    </section>
  )
}

/** The documents to bring for registration; nothing when none are listed. */
function DocumentsSection({ documents }: { documents: ScreeningPageView['documents'] }) {
  if (documents.length === 0) return null
  return (
    <section className={styles.part} aria-labelledby="documents-title">
      <h2 id="documents-title" className={styles.partTitle}>
        Documents for registration
      </h2>
      <ul className={styles.list} aria-labelledby="documents-title">
        {documents.map((d, i) => (
          <li key={i}>
            <strong>{d.name}</strong>
            {d.note ? <>: {d.note}</> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * /admissions/screening: the post-UTME screening (who, the fee, the format, the venue, what to bring),
 * accepting an offer (the acceptance fee, what it secures, JAMB CAPS, the deadline) and the documents
 * for registration. Fees come from the other fees, dates from the admission calendar.
 */
export function ScreeningPage({ view }: { view: ScreeningPageView }) {
  const { screening, acceptance, documents } = view
  return (
    <>
      <HeroBanner image={null} height="small" labelledBy="screening-page-title">
        <h1 id="screening-page-title">Screening and acceptance</h1>
        <p className="lead">The post-UTME screening, accepting your offer, and the documents to bring.</p>
      </HeroBanner>

      <div className="section">
        <div className={`container ${styles.body}`}>
          <ScreeningSection screening={screening} />
          <AcceptanceSection acceptance={acceptance} />
          <DocumentsSection documents={documents} />
          <p>
            <Link href={pathOf('tuition')}>Every fee and what it covers: Tuition &amp; Fees</Link>
          </p>
        </div>
      </div>
    </>
  )
}

export type ScreeningDocumentProps = DocumentBase & { view: ScreeningPageView }

/** The head of /admissions/screening. */
export const screeningMeta = () => ({
  title: 'Screening and acceptance',
  description:
    'The post-UTME screening (who can take it, the fee, the format, the venue, what to bring), accepting your offer on JAMB CAPS with the acceptance fee, and the documents for registration.',
  canonical: pathOf('screening'),
})

/** /admissions/screening as a whole document (its page, and the admin's preview, hand its props through). */
export function ScreeningDocument({ site, siteUrl, view }: ScreeningDocumentProps) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={screeningMeta()}>
      <ScreeningPage view={view} />
    </DocumentFrame>
  )
}
