'use client'

import { useEffect, useState } from 'react'

import { untilHydrated, useHydrated } from '@/client-hooks/use-hydrated'
import { ToggleGroup } from '@/components/ui/toggle-group'

export type YearButtonsProps = {
  years: number[]
  /** The buttons' class (a CSS module's, given by the server: the island's script carries no CSS). */
  className: string
}

/** The id of a year's section, which the page renders (all years show until the buttons hydrate). */
export const yearSectionId = (year: number) => `year-${year}`

/**
 * Year 1 to N buttons over the server-rendered years of a programme; the first year is chosen at
 * first and the others are hidden. Without JavaScript every year shows, one after another, and the
 * buttons stay hidden.
 */
export function YearButtons({ years, className }: YearButtonsProps) {
  const [selected, setSelected] = useState(years[0] ?? 1)
  const hydrated = useHydrated()
  useEffect(() => {
    for (const year of years) {
      const section = document.getElementById(yearSectionId(year))
      if (section) section.hidden = year !== selected
    }
  }, [years, selected])
  return (
    <ToggleGroup
      label="Choose a year of study"
      className={untilHydrated(hydrated, className)}
      buttonClassName="filter-button"
      options={years.map((year) => ({ value: year, label: `Year ${year}` }))}
      value={selected}
      onChange={setSelected}
      controls={yearSectionId}
    />
  )
}
