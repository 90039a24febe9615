'use client'

import { useEffect, useRef, useState } from 'react'

import { ExternalIcon, NewTabHint } from '@/components/layout/icons'
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/news-events/icons'
import { PlainPicture, type PictureData } from '@/components/ui/plain-picture'

import styles from './culture-section.module.css'

/** One picture link of the row; the picture's markup was worked out on the server. */
export type CultureItem = { title: string; href: string; picture: PictureData }

/**
 * A row of picture links that scrolls sideways, with previous/next buttons that scroll it by one card.
 * Without JavaScript the row still scrolls natively; the buttons show where script runs, from the first
 * paint (`script-only`): a press before the script came is made again once it has.
 */
export function CultureScroller({ items, label }: { items: CultureItem[]; label: string }) {
  const rowRef = useRef<HTMLUListElement>(null)
  const [edges, setEdges] = useState({ start: true, end: false })
  // Where the last click is taking the row: a second click during the smooth scroll goes on from there.
  const target = useRef<number | null>(null)

  useEffect(() => {
    const row = rowRef.current
    if (!row) return
    const update = () => {
      const max = row.scrollWidth - row.clientWidth
      setEdges({ start: row.scrollLeft <= 1, end: row.scrollLeft >= max - 1 })
    }
    // The observer also reports once at the start, which sets the first state.
    const observer = new ResizeObserver(update)
    observer.observe(row)
    const settle = () => (target.current = null)
    row.addEventListener('scroll', update, { passive: true })
    row.addEventListener('scrollend', settle)
    return () => {
      observer.disconnect()
      row.removeEventListener('scroll', update)
      row.removeEventListener('scrollend', settle)
    }
  }, [])

  const scroll = (direction: 1 | -1) => {
    const row = rowRef.current
    if (!row) return
    const card = row.firstElementChild as HTMLElement | null
    const step = (card?.offsetWidth ?? row.clientWidth) + (parseFloat(getComputedStyle(row).columnGap) || 0)
    const max = row.scrollWidth - row.clientWidth
    const next = Math.min(max, Math.max(0, (target.current ?? row.scrollLeft) + direction * step))
    target.current = next
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    row.scrollTo({ left: next, behavior: reduce ? 'auto' : 'smooth' })
  }

  return (
    <div className={styles.scroller}>
      <div className={`${styles.buttons} script-only`}>
        <button type="button" className={styles.button} onClick={() => scroll(-1)} disabled={edges.start}>
          <ChevronLeftIcon />
          <span className="visually-hidden">Previous: scroll {label} back</span>
        </button>
        <button type="button" className={styles.button} onClick={() => scroll(1)} disabled={edges.end}>
          <ChevronRightIcon />
          <span className="visually-hidden">Next: scroll {label} on</span>
        </button>
      </div>
      <ul ref={rowRef} className={styles.row} aria-label={label}>
        {items.map((item) => (
          <li key={item.title} className={styles.item}>
            <CultureLink item={item} />
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A picture link; an address of another site opens in a new tab, and says so. */
function CultureLink({ item }: { item: CultureItem }) {
  const external = /^https?:\/\//.test(item.href)
  const content = (
    <>
      <PlainPicture picture={item.picture} />
      <span className={styles.label}>
        {item.title}
        {external ? (
          <>
            <ExternalIcon />
            <NewTabHint />
          </>
        ) : null}
      </span>
    </>
  )
  // Plain links: a document page has no client-side router.
  return external ? (
    <a className={styles.link} href={item.href} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  ) : (
    <a className={styles.link} href={item.href}>
      {content}
    </a>
  )
}
