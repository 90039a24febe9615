import type { CostView } from '@/content/programmes'
import { formatDollarsWhole, formatNairaWhole } from '@/lib/money'
import type { CostRange } from '@/lib/tuition-per-year'

import styles from './programmes.module.css'

/** '₦2,000,000.00 per year', or '₦1,900,000.00 to ₦2,100,000.00 per year' when years differ. */
function perYear(range: CostRange, format: (n: number) => string): string {
  return range.min === range.max
    ? `${format(range.min)} per year`
    : `${format(range.min)} to ${format(range.max)} per year`
}

const AUDIENCES = [
  { key: 'local', label: 'Nigerian students', format: formatNairaWhole, currency: 'naira' },
  { key: 'intl', label: 'International students', format: formatDollarsWhole, currency: 'US dollars' },
] as const

/** Tuition for each audience: per year (or its range across the years) beside the total for the programme. */
export function ProgrammeCost({ cost }: { cost: CostView }) {
  return (
    <dl className={styles.cost}>
      {AUDIENCES.map((a) => (
        <div key={a.key} data-testid={`cost-${a.key}`}>
          <dt>
            {a.label} <span className={styles.currency}>({a.currency})</span>
          </dt>
          {cost.perYear ? (
            <dd className={styles.perYear} data-testid={`tuition-${a.key}-year`}>
              {perYear(cost.perYear[a.key], a.format)}
            </dd>
          ) : null}
          <dd className={styles.total}>
            <span data-testid={`tuition-${a.key}`}>{a.format(cost.total[a.key])}</span> in total
          </dd>
        </div>
      ))}
    </dl>
  )
}
