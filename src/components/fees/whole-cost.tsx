import { CellLabel } from '@/components/tuition/cell-label'
import { StackedTable } from '@/components/tuition/stacked-table'
import { toResults } from '@/components/ui/results-anchor'
import type { FeeSummary, WholeCost } from '@/lib/fee-estimate'
import { formatNairaWhole } from '@/lib/money'
import { pathOf } from '@/lib/routes'

import panel from '@/components/ui/form-panel.module.css'
import styles from './fees.module.css'

const COLUMNS = ['Year', 'Tuition', 'Other fees', 'Without a hostel place', 'With a hostel place'] as const

/** A table cell with its column's name, for the stacked cards of narrow screens. */
export function AmountCell({ label, amount, testId }: { label: string; amount: number | null; testId?: string }) {
  return (
    <td data-testid={testId}>
      <CellLabel>{label}</CellLabel>
      {amount === null ? 'None' : formatNairaWhole(amount)}
    </td>
  )
}

/** Optional fees: named with their amounts, never added. */
export function OptionalFees({ fees }: { fees: readonly FeeSummary[] }) {
  if (fees.length === 0) return null
  return (
    <div className={styles.optional} data-testid="optional-fees">
      <h3>Not in these totals (optional)</h3>
      <ul>
        {fees.map((f) => (
          <li key={f.title}>
            {f.title}: {formatNairaWhole(f.amount)}, {f.due.toLowerCase()}
          </li>
        ))}
      </ul>
    </div>
  )
}

type Programme = { slug: string; degreeInView: string; duration: number }

/** The GET form to the estimator's whole-programme answer, with the years of a hostel place ticked. */
function HostelYearsForm({ programme }: { programme: Programme }) {
  const years = Array.from({ length: Math.max(1, programme.duration) }, (_, i) => i + 1)
  return (
    <form className={styles.yearsForm} method="get" action={toResults(pathOf('feeEstimate'))}>
      <input type="hidden" name="programme" value={programme.slug} />
      <input type="hidden" name="year" value="all" />
      <fieldset className={panel.choices}>
        <legend>A hostel place only in some years? Tick them:</legend>
        <div className={panel.radios}>
          {years.map((y) => (
            <label key={y}>
              <input type="checkbox" name="hostelYear" value={y} /> Year {y}
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="button">
        Work out my total
      </button>
    </form>
  )
}

/**
 * A programme's whole cost: each year's tuition and other fees, its total without and with a hostel
 * place, the two totals for the whole programme, what is left out, and a form for other hostel years.
 */
export function WholeCostSection({ cost, programme }: { cost: WholeCost; programme: Programme }) {
  const years = cost.withoutHostel.years.map((y, i) => ({ ...y, withHostel: cost.withHostel.years[i]?.total ?? 0 }))
  return (
    <section className="section" aria-labelledby="whole-cost-title" data-testid="whole-cost">
      <div className="container">
        <h2 id="whole-cost-title">The whole cost</h2>
        <p>
          All {programme.duration} years of {programme.degreeInView} for a Nigerian student: tuition, the other fees
          when they fall due, and a hostel place ({formatNairaWhole(cost.hostelPricePerSemester)} a semester, with the
          hostel residents&apos; fees) if you want one.
        </p>
        <StackedTable columns={COLUMNS} labelledBy="whole-cost-title">
          <tbody>
            {years.map((y) => (
              <tr key={y.year}>
                <th scope="row">Year {y.year}</th>
                <AmountCell label="Tuition" amount={y.tuition} />
                <AmountCell label="Other fees" amount={y.otherFees} />
                <AmountCell label="Without a hostel place" amount={y.total} />
                <AmountCell label="With a hostel place" amount={y.withHostel} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Whole programme</th>
              <AmountCell label="Tuition" amount={cost.withoutHostel.sums.tuition} />
              <AmountCell label="Other fees" amount={cost.withoutHostel.sums.otherFees} />
              <AmountCell
                label="Without a hostel place"
                amount={cost.withoutHostel.total}
                testId="whole-without-hostel"
              />
              <AmountCell label="With a hostel place" amount={cost.withHostel.total} testId="whole-with-hostel" />
            </tr>
          </tfoot>
        </StackedTable>
        {!cost.tuitionComplete ? (
          <p className={styles.notice}>
            Tuition is not published for every semester, so these totals leave it out where it is missing.
          </p>
        ) : null}
        <OptionalFees fees={cost.optional} />
        <HostelYearsForm programme={programme} />
      </div>
    </section>
  )
}
