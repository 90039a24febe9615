import Link from 'next/link'
import type { ReactNode } from 'react'

import { coursePath, type ProgrammeSummary } from '@/content/programmes'
import { durationText } from '@/lib/programme-finder'

import styles from './programmes.module.css'

type Props = {
  programme: ProgrammeSummary & { facultyName?: string }
  headingLevel?: 3 | 4
  /** Show the programme type and faculty too (the finder mixes every kind). */
  detailed?: boolean
  /** Extra controls beside the link, e.g. a compare checkbox. */
  children?: ReactNode
}

/** One programme in a list: its name linking to its page, its degree, duration and (optionally) type and faculty. */
export function ProgrammeItem({ programme: p, headingLevel = 3, detailed = false, children }: Props) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  const facts = [
    p.degreeInView,
    detailed ? p.typeLabel : null,
    detailed && p.facultyName ? p.facultyName : null,
    durationText(p.duration, p.durationType),
  ].filter(Boolean)
  return (
    <li className={styles.item} data-testid="programme-item">
      <div className={styles.itemMain}>
        <Heading className={styles.itemTitle}>
          <Link href={coursePath(p.slug)}>{p.name}</Link>
        </Heading>
        <p className={styles.meta}>{facts.join(' · ')}</p>
      </div>
      {children ? <div className={styles.resultActions}>{children}</div> : null}
    </li>
  )
}
