import type { ReactNode } from 'react'

import listStyles from './list-page.module.css'

type ListSectionProps = { id: string; title: string; feed: { href: string; text: string }; children: ReactNode }

/** The section of a news or events list: its heading with the list's feed beside it, then the list. */
export function ListSection({ id, title, feed, children }: ListSectionProps) {
  return (
    <section className="section" aria-labelledby={id}>
      <div className="container">
        <div className={listStyles.header}>
          <h2 id={id}>{title}</h2>
          <a className={listStyles.feed} href={feed.href}>
            {feed.text}
          </a>
        </div>
        {children}
      </div>
    </section>
  )
}
