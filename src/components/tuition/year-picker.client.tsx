'use client'

import { useState, type ReactNode } from 'react'

import { untilHydrated, useHydrated } from '@/client-hooks/use-hydrated'

import { ToggleGroup } from '@/components/ui/toggle-group'

import styles from './tuition.module.css'

export type YearPanel = { year: number; content: ReactNode }

/**
 * Year 1 to N buttons over the server-rendered years of a programme; the first year is chosen at
 * first. Without JavaScript every year shows, one after another, and the buttons stay hidden.
 */
export function YearPicker({ years }: { years: YearPanel[] }) {
  const [selected, setSelected] = useState(years[0]?.year ?? 1)
  const hydrated = useHydrated()

  return (
    <div>
      {/* In the server's page too, unseen (awaits-script), so Year 1 does not move when it shows. */}
      <ToggleGroup
        label="Choose a year of study"
        className={untilHydrated(hydrated, styles.years)}
        buttonClassName="filter-button"
        options={years.map((y) => ({ value: y.year, label: `Year ${y.year}` }))}
        value={selected}
        onChange={setSelected}
        controls={(year) => `year-${year}`}
      />
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
