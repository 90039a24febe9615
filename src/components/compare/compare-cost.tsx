import Link from '@/components/ui/link'
import type { ReactNode } from 'react'

import { OptionalFees } from '@/components/fees/whole-cost'
import { toResults } from '@/components/ui/results-anchor'
import type { CompareColumn } from '@/content/compare'
import type { CostSums, FeeSummary } from '@/lib/fee-estimate'
import { formatNairaWhole } from '@/lib/money'
import { pathOf, routes } from '@/lib/routes'

import { durationText } from './compare-columns'
import styles from './compare.module.css'

/** The parts of a cost, in the order of the estimator's whole-programme table. */
const PARTS: Array<{ key: keyof CostSums; label: string }> = [
  { key: 'tuition', label: 'Tuition' },
  { key: 'otherFees', label: 'Other fees' },
  { key: 'hostel', label: 'Hostel place' },
  { key: 'total', label: 'Total' },
]

const FIGURE: Record<keyof CostSums, string> = {
  tuition: 'tuition',
  otherFees: 'other-fees',
  hostel: 'hostel',
  total: 'total',
}

/** The estimator's whole-programme answer for the same programme and hostel choice: the same figures, itemised. */
const estimateHref = (slug: string, hostel: boolean) =>
  toResults(`${pathOf('feeEstimate')}?programme=${encodeURIComponent(slug)}&year=all&hostel=${hostel ? 'yes' : 'no'}`)

/** One part of a programme's cost in a year (or the whole programme when `year` is null). */
function amount(column: CompareColumn, year: number | null, key: keyof CostSums): ReactNode {
  if (!column.cost) return <span className={styles.none}>Tuition not published</span>
  const sums = year === null ? column.cost.whole : column.cost.years[year - 1]
  if (!sums)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">Not part of this programme</span>
      </>
    )
  if (key === 'hostel' && sums.hostel === 0) return <span className={styles.none}>None</span>
  return <span className={styles.number}>{formatNairaWhole(sums[key])}</span>
}

type GroupProps = { columns: CompareColumn[]; year: number | null }

/** A year's rows (or the whole programme's): a heading row, then tuition, other fees, hostel and total. */
function CostGroup({ columns, year }: GroupProps) {
  const name = year === null ? 'Whole programme' : `Year ${year}`
  return (
    <tbody data-year={year ?? 'whole'}>
      <tr className={styles.groupRow}>
        <th scope="rowgroup" colSpan={columns.length + 1}>
          {name}
        </th>
      </tr>
      {PARTS.map((part) => (
        <tr key={part.key} data-figure={FIGURE[part.key]} className={part.key === 'total' ? styles.totalRow : ''}>
          <th scope="row">
            {part.label}
            <span className="visually-hidden">, {name.toLowerCase()}</span>
          </th>
          {columns.map((c) => (
            <td key={c.slug} data-programme={c.slug}>
              {amount(c, year, part.key)}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  )
}

type CompareCostProps = {
  columns: CompareColumn[]
  /** 1 to the longest duration among the columns. */
  years: number[]
  hostel: boolean
  optional: FeeSummary[]
}

/**
 * The whole cost side by side, by the fee estimate's rule: the whole programme, then each year, in
 * tuition, other fees, a hostel place and total; one column per programme at every width (on a phone
 * each row's label sits above its amounts).
 */
export function CompareCost({ columns, years, hostel, optional }: CompareCostProps) {
  const incomplete = columns.filter((c) => c.cost && !c.cost.tuitionComplete)
  return (
    <section className={styles.costSection} aria-labelledby="compare-cost-title">
      <h3 id="compare-cost-title">The whole cost</h3>
      <p>
        In naira, for a Nigerian student: tuition, the other fees when they fall due,{' '}
        {hostel ? 'and a hostel place every year (with the hostel residents’ fees)' : 'without a hostel place'}. Each
        year is worked out as the fee estimate works it out.
      </p>
      <table
        className={`data-table ${styles.cost} ${columns.length === 3 ? styles.three : styles.two}`}
        data-testid="compare-cost"
      >
        <caption className="visually-hidden">
          The whole cost {hostel ? 'with a hostel place every year' : 'without a hostel place'}, side by side
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.corner}>
              <span className="visually-hidden">Cost</span>
            </th>
            {columns.map((c) => (
              <th scope="col" key={c.slug} data-programme={c.slug}>
                <Link href={routes.course(c.slug)}>{c.name}</Link>
                <span className={styles.duration}>{durationText(c.duration, c.durationType)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <CostGroup columns={columns} year={null} />
        {years.map((y) => (
          <CostGroup key={y} columns={columns} year={y} />
        ))}
        <tbody>
          <tr data-figure="itemised">
            <th scope="row">Itemised</th>
            {columns.map((c) => (
              <td key={c.slug} data-programme={c.slug}>
                {c.cost ? (
                  <Link href={estimateHref(c.slug, hostel)}>
                    Fee estimate<span className="visually-hidden"> of {c.degreeInView}</span>
                  </Link>
                ) : null}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      {incomplete.map((c) => (
        <p key={c.slug} className={styles.notice}>
          Tuition is not published for every semester of {c.degreeInView}, so its figures leave it out where it is
          missing.
        </p>
      ))}
      <OptionalFees fees={optional} />
    </section>
  )
}
