import Link from '@/components/ui/link'
import type { ReactNode } from 'react'

import type { CostView, ProgrammeSummary } from '@/content/programmes'
import { routes } from '@/lib/routes'
import { formatDollarsWhole, formatNairaWhole } from '@/lib/money'
import { durationText } from '@/lib/programme-finder'
import type { CostRange } from '@/lib/tuition-per-year'

import styles from './programmes.module.css'

type Props = {
  programme: ProgrammeSummary & { facultyName?: string; requirements?: string; cost?: CostView | null }
  headingLevel?: 3 | 4
  /** Show the programme type and faculty too (the finder mixes every kind). */
  detailed?: boolean
  /** Extra controls beside the link, e.g. a compare checkbox. */
  children?: ReactNode
  /** The item's id, for a link that lands on it. */
  id?: string
}

const range = (r: CostRange, format: (n: number) => string) =>
  r.min === r.max ? format(r.min) : `${format(r.min)} to ${format(r.max)}`

/** One programme in a list: its name linking to its page, its degree, duration and (optionally) type and faculty. */
export function ProgrammeItem({ programme: p, headingLevel = 3, detailed = false, children, id }: Props) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  const facts = [
    p.degreeInView,
    detailed ? p.typeLabel : null,
    detailed && p.facultyName ? p.facultyName : null,
    durationText(p.duration, p.durationType),
  ].filter(Boolean)
  return (
    <li className={styles.item} data-testid="programme-item" id={id}>
      <div className={styles.itemMain}>
        <Heading className={styles.itemTitle}>
          <Link href={routes.course(p.slug)}>{p.name}</Link>
        </Heading>
        <p className="meta-line">{facts.join(' · ')}</p>
        {p.requirements !== undefined || p.cost !== undefined ? (
          <dl className={styles.itemFacts}>
            {p.requirements ? (
              <div data-testid="item-requirements">
                <dt>Entry requirements:</dt>
                <dd>{p.requirements}</dd>
              </div>
            ) : null}
            {p.cost ? (
              <div data-testid="item-cost">
                <dt>Tuition per year:</dt>
                <dd>
                  {p.cost.perYear
                    ? `Nigerian students ${range(p.cost.perYear.local, formatNairaWhole)}; international students ${range(p.cost.perYear.intl, formatDollarsWhole)}`
                    : `Nigerian students ${formatNairaWhole(p.cost.total.local)} in total; international students ${formatDollarsWhole(p.cost.total.intl)} in total`}
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
      </div>
      {children ? <div className={styles.resultActions}>{children}</div> : null}
    </li>
  )
}
