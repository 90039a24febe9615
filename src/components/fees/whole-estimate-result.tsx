import Link from '@/components/ui/link'

import { StackedTable } from '@/components/tuition/stacked-table'
import { RESULTS_ID } from '@/components/ui/results-anchor'
import { ResultsFocus } from '@/components/ui/results-focus'
import type { EstimateProgramme } from '@/content/fee-estimate'
import { Island } from '@/islands/island'
import { yearCosts, type FeeSummary, type ProgrammeEstimate } from '@/lib/fee-estimate'
import { formatDollarsWhole, formatNairaWhole } from '@/lib/money'

import styles from './fees.module.css'
import { AmountCell, OptionalFees } from './whole-cost'

const COLUMNS = ['Year', 'Tuition', 'Other fees', 'Hostel', 'Year total'] as const

/** Which years have a hostel place, in words. */
function hostelText(years: readonly number[], duration: number): string {
  if (years.length === 0) return 'without a hostel place'
  if (years.length === duration) return 'with a hostel place every year'
  const list = years.map((y) => `year ${y}`)
  return `with a hostel place in ${list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`}`
}

/** A year's other fees, each with when it falls due. */
function YearFees({ estimate, year }: { estimate: ProgrammeEstimate; year: number }) {
  const lines = estimate.years[year - 1]?.semesters.flatMap((s) =>
    s.lines.flatMap((l) => (l.kind === 'fee' ? [{ ...l, semester: s.semester }] : [])),
  )
  if (!lines || lines.length === 0) return null
  return (
    <details className={styles.yearLines}>
      <summary>Year {year}&apos;s other fees</summary>
      <ul>
        {lines.map((l) => (
          <li key={`${l.semester}-${l.label}`}>
            {l.label}: {formatNairaWhole(l.amount)} ({l.semester.toLowerCase()} semester; {l.due.toLowerCase()})
          </li>
        ))}
      </ul>
    </details>
  )
}

type Props = { programme: EstimateProgramme; estimate: ProgrammeEstimate; optional: FeeSummary[] }

/** The whole programme: a row per year (tuition, other fees, hostel, total), the sum, and each year's fees. */
export function WholeEstimateResult({ programme, estimate, optional }: Props) {
  const years = yearCosts(estimate)
  return (
    <div data-testid="whole-estimate">
      <h2 id={RESULTS_ID} tabIndex={-1} className={styles.heading}>
        All {programme.duration} years of {programme.degreeInView}
      </h2>
      <Island name="results-focus" component={ResultsFocus} props={{}} />
      <p className={styles.sub}>
        {hostelText(estimate.hostelYears, programme.duration)} · an estimate in naira, with international tuition in
        dollars
      </p>
      <StackedTable columns={COLUMNS} labelledBy={RESULTS_ID}>
        <tbody>
          {years.map((y) => (
            <tr key={y.year}>
              <th scope="row">Year {y.year}</th>
              <AmountCell label="Tuition" amount={y.tuition} />
              <AmountCell label="Other fees" amount={y.otherFees} />
              <AmountCell label="Hostel" amount={y.hostel > 0 ? y.hostel : null} />
              <AmountCell label="Year total" amount={y.total} />
            </tr>
          ))}
        </tbody>
      </StackedTable>
      <dl className={styles.year} data-testid="programme-totals">
        <div>
          <dt>Whole programme</dt>
          <dd data-testid="programme-total">{formatNairaWhole(estimate.total)}</dd>
        </div>
        <div>
          <dt>International tuition for the whole programme</dt>
          <dd>{estimate.intlTuition === null ? 'Tuition not available' : formatDollarsWhole(estimate.intlTuition)}</dd>
        </div>
      </dl>
      {!estimate.tuitionComplete ? (
        <p className={styles.notice}>
          Tuition is not available for every semester, so the total leaves it out where it is missing. Ask the
          admissions office for the full amount.
        </p>
      ) : null}
      {years.map((y) => (
        <YearFees key={y.year} estimate={estimate} year={y.year} />
      ))}
      <OptionalFees fees={optional} />
      <p className={styles.sources}>
        Each year is worked out as the estimate of one year is: tuition from the{' '}
        <Link href={`/breakdown/${encodeURIComponent(programme.code)}`}>breakdown of {programme.degreeInView}</Link>,
        the other fees from the <Link href="/admissions/tuition">tuition and fees page</Link> when they fall due, and
        the hostel from the <Link href="/hostel">hostel page</Link>. An estimate, not an invoice.
      </p>
    </div>
  )
}
