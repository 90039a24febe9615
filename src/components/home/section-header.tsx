import Link from '@/components/ui/link'
import type { ReactNode } from 'react'

import { ArrowRightIcon } from '@/components/news-events/icons'

type SectionHeaderProps = {
  /** The section's own header class (its layout of heading and link). */
  className: string
  eyebrow: ReactNode
  id: string
  title: string
  /** The link to everything the section shows a few of. */
  more?: { href: string; text: string }
}

/** A home-page section's eyebrow and heading, with its 'all of them' link beside. */
export function SectionHeader({ className, eyebrow, id, title, more }: SectionHeaderProps) {
  return (
    <div className={className}>
      <div>
        <p className="eyebrow">{eyebrow}</p>
        <h2 id={id}>{title}</h2>
      </div>
      {more ? (
        <Link className="button button--ghost" href={more.href}>
          {more.text}
          <ArrowRightIcon />
        </Link>
      ) : null}
    </div>
  )
}
