import Link from '@/components/ui/link'

import { CompareColumns } from '@/components/compare/compare-columns'
import styles from '@/components/compare/compare.module.css'
import { CompareCost } from '@/components/compare/compare-cost'
import { ComparePicker } from '@/components/compare/compare-picker'
import { DocumentFrame } from '@/components/layout/document-frame'
import { HeroBanner } from '@/components/ui/hero-banner'
import { RESULTS_ID } from '@/components/ui/results-anchor'
import { ResultsFocus } from '@/components/ui/results-focus'
import type { ComparePageView } from '@/content/compare'
import type { DocumentBase } from '@/content/document'
import { Island } from '@/islands/island'
import { MIN_COMPARED } from '@/lib/compare'

const list = (items: string[]) => items.map((i) => `“${i}”`).join(', ')

/**
 * Programmes side by side, chosen in the address (`?programmes=a,b,c` or the parameter repeated), with
 * their whole cost (`&hostel=yes|no`: a hostel place every year or none; yes when not given).
 * Fewer than two known programmes shows the picker with a message; more than three shows the first
 * three; unknown or malformed slugs are named and left out. Never an error status.
 */
export function ComparePage({ view }: { view: ComparePageView }) {
  const enough = view.columns.length >= MIN_COMPARED
  const notices: string[] = []
  if (view.asked && !enough) notices.push('Choose two or three programmes to compare.')
  if (view.tooMany)
    notices.push(
      `You can compare up to three programmes at a time. Showing the first three; left out: ${view.leftOut.join(', ')}.`,
    )
  if (view.unknown.length > 0)
    notices.push(
      view.unknown.length === 1
        ? `No programme has the address ${list(view.unknown)}, so it is left out.`
        : `No programmes have the addresses ${list(view.unknown)}, so they are left out.`,
    )
  if (view.malformed.length > 0)
    notices.push(
      view.malformed.length === 1
        ? `This is not a programme address and was ignored: ${list(view.malformed)}.`
        : `These are not programme addresses and were ignored: ${list(view.malformed)}.`,
    )

  return (
    <>
      <HeroBanner image={null} height="small" labelledBy="compare-heading">
        <p className="eyebrow">Admissions</p>
        <h1 id="compare-heading">Compare programmes</h1>
        <p className="lead">
          Put two or three programmes side by side: what they lead to, how long they take, what they cost in all and how
          much you study each year.
        </p>
      </HeroBanner>

      <section className="section">
        <div className="container">
          {notices.length > 0 ? (
            <div className={styles.notices} role="status" data-testid="compare-notices">
              {notices.map((n) => (
                <p className={styles.notice} key={n}>
                  {n}
                </p>
              ))}
            </div>
          ) : null}
          {!view.asked ? <p>Choose two or three programmes to compare.</p> : null}

          <ComparePicker options={view.options} chosen={view.columns.map((c) => c.slug)} hostel={view.hostel} />
        </div>
      </section>

      {enough ? (
        <section className="section section--paper" aria-labelledby={RESULTS_ID}>
          <div className="container">
            {/* The picker lands here (`#results`); with script, focus follows. */}
            <h2 id={RESULTS_ID} tabIndex={-1} className={styles.heading}>
              {view.columns.length === 2 ? 'Two' : 'Three'} programmes side by side
            </h2>
            <Island name="results-focus" component={ResultsFocus} props={{}} />
            <CompareCost columns={view.columns} years={view.years} hostel={view.hostel} optional={view.optionalFees} />
            <h3 className={styles.subheading}>Degree, length and study</h3>
            <CompareColumns columns={view.columns} years={view.years} />
            <p className={styles.more}>
              Total tuition follows the rule of the <Link href="/admissions/tuition">tuition page</Link>. The whole cost
              is the <Link href="/admissions/fees/estimate">fee estimate</Link>&apos;s: each programme&apos;s &lsquo;Fee
              estimate&rsquo; link itemises it, year by year. To find other programmes, use the{' '}
              <Link href="/admission/course-finder">programme finder</Link>.
            </p>
          </div>
        </section>
      ) : null}
    </>
  )
}

export type CompareDocumentProps = DocumentBase & { view: ComparePageView; chosen: boolean }

/** The head of /admissions/compare; `chosen` when the address has a query (programmes or the hostel). */
export const compareMeta = (chosen: boolean) => ({
  title: 'Compare programmes',
  description:
    'Two or three programmes side by side: degree, duration, faculty, the whole cost (tuition, other fees and a hostel place, year by year), credit units per year and modules.',
  canonical: '/admissions/compare',
  // A chosen comparison is shareable, but the bare page is the one to index.
  noindex: chosen,
})

/** /admissions/compare as a whole document (its page hands its props through). */
export function CompareDocument({ site, siteUrl, view, chosen }: CompareDocumentProps) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={compareMeta(chosen)}>
      <ComparePage view={view} />
    </DocumentFrame>
  )
}
