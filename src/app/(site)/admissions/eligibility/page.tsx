import type { Metadata } from 'next'
import Link from 'next/link'

import { EligibilityForm } from '@/components/eligibility/eligibility-form'
import { EligibilityResults } from '@/components/eligibility/eligibility-results'
import styles from '@/components/eligibility/eligibility.module.css'
import { HeroBanner } from '@/components/ui/hero-banner'
import { getEligibility } from '@/content/eligibility'
import { pathOf } from '@/lib/routes'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const PATH = '/admissions/eligibility'

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const params = await searchParams
  return {
    title: 'Eligibility checker',
    description:
      "Tick your O'level credits and UTME subjects, add your score if you have it, and see which programmes you qualify for and what is missing.",
    alternates: { canonical: PATH },
    // Every set of choices is a shareable address; the bare page is the one to index.
    robots: Object.keys(params).length > 0 ? { index: false, follow: true } : undefined,
  }
}

/**
 * Which foundation and undergraduate programmes an applicant qualifies for, nearly qualifies for or not yet,
 * from the O'level credits, UTME subjects and score they choose (`?olevel=…&utme=…&score=…`). Odd values are
 * ignored, so any address shows the page.
 */
export default async function EligibilityPage({ searchParams }: Props) {
  const view = await getEligibility(await searchParams)
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
            Your results
          </h2>
          <EligibilityForm action={PATH} view={view} />
        </div>
      </section>

      <section className="section section--paper" aria-labelledby="eligibility-results-title">
        <div className={`container ${styles.layout}`}>
          <h2 id="eligibility-results-title">Programmes for you</h2>
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
