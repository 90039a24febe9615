'use client'

import { useState, useSyncExternalStore, type ReactNode } from 'react'

import styles from './tuition.module.css'

const noSubscribe = () => () => {}

export type YearPanel = { year: number; content: ReactNode }

/**
 * Year 1 to N buttons over the server-rendered years of a programme; the first year is chosen at
 * first. Without JavaScript every year shows, one after another, and the buttons stay hidden.
 */
export function YearPicker({ years }: { years: YearPanel[] }) {
  const [selected, setSelected] = useState(years[0]?.year ?? 1)
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  )

  return (
    <div>
      {hydrated ? (
        <div className={styles.years} role="group" aria-label="Choose a year of study">
          {years.map((y) => (
            <button
              key={y.year}
              type="button"
              className="filter-button"
              aria-pressed={selected === y.year}
              aria-controls={`year-${y.year}`}
              onClick={() => setSelected(y.year)}
            >
              Year {y.year}
            </button>
          ))}
        </div>
      ) : null}
      {years.map((y) => (
        <section
          key={y.year}
          id={`year-${y.year}`}
          className={styles.year}
          aria-labelledby={`year-${y.year}-heading`}
          hidden={hydrated && selected !== y.year}
        >
          <h2 id={`year-${y.year}-heading`}>Year {y.year}</h2>
          {y.content}
        </section>
      ))}
    </div>
  )
}
