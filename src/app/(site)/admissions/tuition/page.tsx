import type { Metadata } from 'next'

import { TuitionTable } from '@/components/tuition/tuition-table.client'
import styles from '@/components/tuition/tuition.module.css'
import type { TuitionTableRow } from '@/components/tuition/types'
import { HeroBanner } from '@/components/ui/hero-banner'
import { getCoursesWithTuition } from '@/content/academics'
import { getOtherFees } from '@/content/campus'
import { getTuitionFaq } from '@/content/tuition-page'
import { formatDollars, formatNaira } from '@/lib/money'
import { tuitionTotal } from '@/lib/tuition'

export const metadata: Metadata = {
  title: 'Tuition and fees',
  description:
    'Total tuition for every foundation, undergraduate and postgraduate programme, other fees and answers on paying.',
  alternates: { canonical: '/admissions/tuition' },
}

const durationText = (duration: number, type: string) => {
  const unit = (type || 'Year').replace(/s$/i, '')
  return `${duration} ${unit}${duration === 1 ? '' : 's'}`
}

export default async function TuitionPage() {
  const [courses, fees, faq] = await Promise.all([getCoursesWithTuition(), getOtherFees(), getTuitionFaq()])
  const rows: TuitionTableRow[] = courses.map((c) => {
    const total = tuitionTotal(c.TuitionList, c.Duration)
    return {
      code: c.CourseCode,
      name: c.CourseName,
      degree: c.DegreeInView,
      type: c.ApplicationType,
      duration: durationText(c.Duration, c.DurationType),
      local: formatNaira(total.local),
      intl: formatDollars(total.intl),
    }
  })

  return (
    <>
      <HeroBanner image={null} height="small" labelledBy="tuition-heading">
        <p className="eyebrow">Admissions</p>
        <h1 id="tuition-heading">Tuition and fees</h1>
        <p className="lead">What each programme costs in total, the other fees of a semester, and how to pay.</p>
      </HeroBanner>

      <section className="section" aria-labelledby="programmes-heading">
        <div className="container">
          <h2 id="programmes-heading" className={styles.heading}>
            Programme tuition
          </h2>
          <TuitionTable rows={rows} />
        </div>
      </section>

      <section className="section section--paper" aria-labelledby="other-fees-heading">
        <div className="container">
          <h2 id="other-fees-heading" className={styles.heading}>
            Other Fees
          </h2>
          {fees.length > 0 ? (
            <ul className={styles.cards}>
              {fees.map((f) => (
                <li key={f.Title}>
                  <article className={styles.card}>
                    <h3>{f.Title}</h3>
                    <dl className={styles.facts}>
                      <dt>Amount</dt>
                      <dd>{formatNaira(f.Amount)} per semester</dd>
                      <dt>Paid by</dt>
                      <dd>{f.PaidBy}</dd>
                      <dt>Required</dt>
                      <dd>{f.IsRequired === 1 ? 'Yes' : 'No'}</dd>
                    </dl>
                  </article>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty}>No other fees.</p>
          )}
        </div>
      </section>

      {faq.length > 0 ? (
        <section className="section" aria-labelledby="faq-heading">
          <div className="container">
            <h2 id="faq-heading" className={styles.heading}>
              Frequently asked questions
            </h2>
            <div className={styles.faq}>
              {faq.map((f) => (
                <details key={f.question}>
                  <summary>{f.question}</summary>
                  <p>{f.answer}</p>
                </details>
              ))}
            </div>
          </div>
        </section>
      ) : null}
    </>
  )
}
