import Link from '@/components/ui/link'

import { EligibilityForm } from '@/components/eligibility/eligibility-form'
import { EligibilityResults } from '@/components/eligibility/eligibility-results'
import styles from '@/components/eligibility/eligibility.module.css'
import { DocumentFrame } from '@/components/layout/document-frame'
import { HeroBanner } from '@/components/ui/hero-banner'
import { RESULTS_ID } from '@/components/ui/results-anchor'
import { ResultsFocus } from '@/components/ui/results-focus'
import { countText } from '@/lib/programme-finder'
import { pathOf } from '@/lib/routes'
import type { DocumentBase } from '@/content/document'
import type { EligibilityView } from '@/content/eligibility'
import { Island } from '@/islands/island'

const PATH = '/admissions/eligibility'

/** The results' heading, with the counts once checked (focus lands on it after the form, so it is read out). */
function resultsTitle(view: EligibilityView): string {
  if (!view.checked) return 'Programmes for you'
  // A choice the rules cannot judge (say, four UTME subjects): the heading says so rather than counting none.
  if (view.problem) return 'Programmes for you: check your subjects'
  const { qualifies, nearly } = view.results
  return `Programmes for you: you qualify for ${countText(qualifies.length)}, nearly for ${nearly.length}`
}

/**
 * Which foundation and undergraduate programmes an applicant qualifies for, nearly qualifies for or not yet,
 * from the O'level credits, UTME subjects and score they choose (`?olevel=…&utme=…&score=…`). Odd values are
 * ignored, so any address shows the page.
 */
export function EligibilityPage({ view }: { view: EligibilityView }) {
  return (
    <>
      <HeroBanner image={null} height="small" labelledBy="eligibility-title">
        <p className="eyebrow">Admissions</p>
        <h1 id="eligibility-title">Eligibility checker</h1>
        <p className="lead">
          Tick the O&apos;level subjects you passed with a credit and your UTME subjects, and see which programmes you
          qualify for.
        </p>
      </HeroBanner>

      <section className="section" aria-labelledby="eligibility-form-title">
        <div className={`container ${styles.layout}`}>
          <h2 id="eligibility-form-title" className="visually-hidden">
            Your subjects and score
          </h2>
          <EligibilityForm action={PATH} view={view} labelledBy="eligibility-form-title" />
        </div>
      </section>

      <section className="section section--paper" aria-labelledby={RESULTS_ID}>
        <div className={`container ${styles.layout}`}>
          <h2 id={RESULTS_ID} tabIndex={-1}>
            {resultsTitle(view)}
          </h2>
          <Island name="results-focus" component={ResultsFocus} props={{}} />
          {view.checked ? (
            <EligibilityResults view={view} />
          ) : (
            <p className={styles.prompt} role="status">
              Tick your subjects above and choose <strong>Check my eligibility</strong> to see the programmes you
              qualify for.
            </p>
          )}
          <p className="meta-line">
            This is a guide, not an offer of admission: the admissions office checks your results when you apply.
            Postgraduate programmes ({view.postgraduateCount}) ask for a first degree instead; their entry requirements
            are on each programme&apos;s page in the <Link href={pathOf('programmeFinder')}>programme finder</Link>.
          </p>
        </div>
      </section>
    </>
  )
}

export type EligibilityDocumentProps = DocumentBase & { view: EligibilityView; chosen: boolean }

/** The head of /admissions/eligibility; `chosen` when the address has a query (the applicant's choices). */
export const eligibilityMeta = (chosen: boolean) => ({
  title: 'Eligibility checker',
  description:
    "Tick your O'level credits and UTME subjects, add your score if you have it, and see which programmes you qualify for and what is missing.",
  canonical: PATH,
  // Every set of choices is a shareable address; the bare page is the one to index.
  noindex: chosen,
})

/** /admissions/eligibility as a whole document (its page hands its props through). */
export function EligibilityDocument({ site, siteUrl, view, chosen }: EligibilityDocumentProps) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={eligibilityMeta(chosen)}>
      <EligibilityPage view={view} />
    </DocumentFrame>
  )
}
