'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

import { ChevronLeftIcon, ChevronRightIcon } from '@/components/news-events/icons'

import styles from './culture-section.module.css'

/**
 * A row of picture links that scrolls sideways, with previous/next buttons that scroll it by one card.
 * Without JavaScript the row still scrolls natively; the buttons show where script runs, from the first
 * paint (`script-only`): a press before the script came is made again once it has. The links are rendered
 * on the server (`items`, the island's slots: src/islands/slots.tsx), so the page writes them once.
 */
export function CultureScroller({ items, label }: { items: ReactNode[]; label: string }) {
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
        {items.map((item, i) => (
          <li key={i} className={styles.item}>
            {item}
          </li>
        ))}
      </ul>
    </div>
  )
}
