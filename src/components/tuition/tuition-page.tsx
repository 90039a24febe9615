import Link from '@/components/ui/link'

import { DocumentFrame } from '@/components/layout/document-frame'
import { HeroBanner } from '@/components/ui/hero-banner'
import { WhatsAppBand } from '@/components/ui/whatsapp-chat'
import type { DocumentBase } from '@/content/document'
import type { TuitionPageView } from '@/content/tuition-page'
import { Island } from '@/islands/island'
import { dueText } from '@/lib/fee-estimate'
import { linkPhrases } from '@/lib/link-phrases'
import { formatDollarsWhole, formatNairaWhole } from '@/lib/money'
import { pathOf } from '@/lib/routes'
import { tuitionTotal } from '@/lib/tuition'
import { tuitionPerYear, yearRange } from '@/lib/tuition-per-year'

import { TuitionTable } from './tuition-table.client'
import styles from './tuition.module.css'
import type { TuitionTableRow } from './types'

const durationText = (duration: number, type: string) => {
  const unit = (type || 'Year').replace(/s$/i, '')
  return `${duration} ${unit}${duration === 1 ? '' : 's'}`
}

/** One amount, or the lowest and highest when the years of a programme differ. */
const span = (min: number, max: number, format: (n: number) => string) =>
  min === max ? format(min) : `${format(min)} to ${format(max)}`

/** The FAQ names the scholarships and how-to-pay pages: those words link to them. */
const FAQ_LINKS = [
  { phrase: 'Scholarships page', href: pathOf('scholarships') },
  { phrase: 'How to pay page', href: pathOf('howToPay') },
]

/** A programme's row of the tuition table: its totals and what a year costs, in naira and in dollars. */
function tuitionRow(p: TuitionPageView['programmes'][number]): TuitionTableRow {
  const total = tuitionTotal(p.tuitionRows, p.duration)
  const range = yearRange(tuitionPerYear(p.tuitionRows, p.duration))
  return {
    code: p.code,
    name: p.name,
    degree: p.degreeInView,
    type: p.type,
    duration: durationText(p.duration, p.durationType),
    local: {
      total: formatNairaWhole(total.local),
      perYear: range ? span(range.local.min, range.local.max, formatNairaWhole) : null,
    },
    intl: {
      total: formatDollarsWhole(total.intl),
      perYear: range ? span(range.intl.min, range.intl.max, formatDollarsWhole) : null,
    },
  }
}

/** One other fee's card: its amount, when it falls due, who pays it and whether it is required. */
function FeeCard({ fee: f }: { fee: TuitionPageView['fees'][number] }) {
  return (
    <article className={styles.card}>
      <h3>{f.title}</h3>
      <dl className={`fact-pairs ${styles.facts}`}>
        <dt>Amount</dt>
        <dd>{formatNairaWhole(f.amount)}</dd>
        <dt>Falls due</dt>
        <dd>{dueText(f)}</dd>
        <dt>Paid by</dt>
        <dd>{f.paidBy}</dd>
        <dt>Required</dt>
        <dd>{f.required ? 'Yes' : 'No, not in totals'}</dd>
      </dl>
    </article>
  )
}

/** The fees other than tuition, each with when it falls due, and where to pay them. */
function OtherFees({ fees }: { fees: TuitionPageView['fees'] }) {
  return (
    <section className="section section--paper" aria-labelledby="other-fees-heading">
      <div className="container">
        <h2 id="other-fees-heading" className={styles.heading}>
          Other Fees
        </h2>
        <p>
          Each fee with when it falls due. To pay any of them, or tuition, see{' '}
          <Link href={pathOf('howToPay')}>how to pay</Link>: Remita, the payment portal and the university&apos;s bank
          accounts.
        </p>
        {fees.length > 0 ? (
          <ul className={`card-grid ${styles.cards}`}>
            {fees.map((f) => (
              <li key={f.title}>
                <FeeCard fee={f} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>No other fees.</p>
        )}
      </div>
    </section>
  )
}

/** The questions about tuition, each answer's page names linked (FAQ_LINKS). */
function TuitionFaq({ faq }: { faq: TuitionPageView['faq'] }) {
  return (
    <section className="section" aria-labelledby="faq-heading">
      <div className="container">
        <h2 id="faq-heading" className={styles.heading}>
          Frequently asked questions
        </h2>
        <div className={styles.faq}>
          {faq.map((f) => (
            <details key={f.question}>
              <summary>{f.question}</summary>
              <p>
                {linkPhrases(f.answer, FAQ_LINKS).map((piece, i) =>
                  piece.href ? (
                    <Link key={i} href={piece.href}>
                      {piece.text}
                    </Link>
                  ) : (
                    piece.text
                  ),
                )}
              </p>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}

/** The tuition page: every programme's tuition (an island filters it), the other fees and the questions. */
export function TuitionPage({ programmes, fees, faq }: TuitionPageView) {
  const rows: TuitionTableRow[] = programmes.map(tuitionRow)

  return (
    <>
      <HeroBanner image={null} height="small" labelledBy="tuition-heading">
        <p className="eyebrow">Admissions</p>
        <h1 id="tuition-heading">Tuition and fees</h1>
        <p className="lead">
          What each programme costs a year and in total, for Nigerian and international students, the other fees, and
          how to pay.
        </p>
      </HeroBanner>

      <section className="section" aria-labelledby="programmes-heading">
        <div className="container">
          <h2 id="programmes-heading" className={styles.heading}>
            Programme tuition
          </h2>
          <Island name="tuition-table" component={TuitionTable} props={{ rows }} />
        </div>
      </section>

      <OtherFees fees={fees} />

      {faq.length > 0 ? <TuitionFaq faq={faq} /> : null}
    </>
  )
}

export type TuitionDocumentProps = DocumentBase & { tuition: TuitionPageView }

/** The head of /admissions/tuition. */
export const tuitionMeta = () => ({
  title: 'Tuition and fees',
  description:
    'Tuition per year and in total for every foundation, undergraduate and postgraduate programme, other fees and answers on paying.',
  canonical: '/admissions/tuition',
})

/** /admissions/tuition as a whole document, the Bursary's chat after the page. */
export function TuitionDocument({ site, siteUrl, tuition }: TuitionDocumentProps) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={tuitionMeta()}>
      <TuitionPage {...tuition} />
      <WhatsAppBand chat={site.whatsapp.bursary} question="Questions about fees or paying them?" />
    </DocumentFrame>
  )
}
