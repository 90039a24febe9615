import Link from '@/components/ui/link'

import { EstimateForm } from '@/components/fees/estimate-form'
import { EstimateResult } from '@/components/fees/estimate-result'
import { WholeEstimateResult } from '@/components/fees/whole-estimate-result'
import styles from '@/components/fees/fees.module.css'
import { DocumentFrame } from '@/components/layout/document-frame'
import { HeroBanner } from '@/components/ui/hero-banner'
import { RESULTS_ID } from '@/components/ui/results-anchor'
import { WhatsAppBand } from '@/components/ui/whatsapp-chat'
import { formatNairaWhole } from '@/lib/money'
import type { DocumentBase } from '@/content/document'
import type { FeeEstimatePageView } from '@/content/fee-estimate'

function problemText(view: FeeEstimatePageView): string | null {
  const p = view.problem
  const duration = view.programme?.duration ?? 0
  const years = duration === 1 ? 'year 1' : `a year from 1 to ${duration}`
  if (!p) return view.asked && !view.programme ? 'Choose a programme to see its estimate.' : null
  switch (p.kind) {
    case 'unknown-programme':
      return `We could not find the programme “${p.shown}”. Choose one from the list.`
    case 'year-beyond':
      return `${view.programme?.degreeInView} lasts ${duration} year${duration === 1 ? '' : 's'}, so there is no year ${p.asked}. Choose ${years}.`
    case 'year-malformed':
      return `Choose ${years} of study.`
  }
}

/**
 * An itemised estimate of one year of a programme, or of all its years, choices in the address
 * (`?programme=<slug>&year=<n>|all&hostel=yes|no&hostelYear=<n>…`). Bad choices get a message and the
 * form, never an error.
 */
export function FeeEstimatePage({ view }: { view: FeeEstimatePageView }) {
  const problem = problemText(view)

  return (
    <>
      <HeroBanner image={null} height="small" labelledBy="estimate-page-heading">
        <p className="eyebrow">Admissions</p>
        <h1 id="estimate-page-heading">Fee estimate</h1>
        <p className="lead">
          What a year of study, or the whole programme, costs: tuition, the other fees when they fall due and, if you
          want one, a hostel place ({formatNairaWhole(view.hostelPricePerSemester)} per semester).
        </p>
      </HeroBanner>

      <section className="section" aria-labelledby={view.estimate ? RESULTS_ID : 'estimate-form-title'}>
        <div className="container">
          {problem ? (
            <p className={styles.notice} role="status" data-testid="estimate-problem">
              {problem}
            </p>
          ) : null}
          <EstimateForm
            options={view.options}
            yearOptions={view.yearOptions}
            programme={view.form.programme}
            year={view.form.year}
            hostel={view.form.hostel}
            hostelYears={view.form.hostelYears}
          />
          {view.whole && view.programme ? (
            <WholeEstimateResult programme={view.programme} estimate={view.whole} optional={view.optionalFees} />
          ) : view.estimate && view.programme ? (
            <EstimateResult programme={view.programme} estimate={view.estimate} hostel={view.form.hostel} />
          ) : (
            <p>
              Choose a programme, a year of study (or all of them) and whether you want a hostel place, then press
              Estimate fees. To weigh programmes against each other,{' '}
              <Link href="/admissions/compare">compare programmes</Link>.
            </p>
          )}
        </div>
      </section>
    </>
  )
}

export type FeeEstimateDocumentProps = DocumentBase & { view: FeeEstimatePageView; chosen: boolean }

/** The head of /admissions/fees/estimate; `chosen` when the address has a query (the visitor's choices). */
export const feeEstimateMeta = (chosen: boolean) => ({
  title: 'Fee estimate',
  description:
    'An itemised estimate of a year of study or the whole programme: tuition, the other fees when they fall due and a hostel place.',
  canonical: '/admissions/fees/estimate',
  // Every choice is a shareable address; the bare page is the one to index.
  noindex: chosen,
})

/** /admissions/fees/estimate as a whole document, the Bursary's chat after the estimate. */
export function FeeEstimateDocument({ site, siteUrl, view, chosen }: FeeEstimateDocumentProps) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={feeEstimateMeta(chosen)}>
      <FeeEstimatePage view={view} />
      <WhatsAppBand chat={site.whatsapp.bursary} question="Questions about your estimate or paying fees?" />
    </DocumentFrame>
  )
}
