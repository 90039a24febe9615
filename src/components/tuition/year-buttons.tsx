'use client'

import { useEffect, useState } from 'react'

import { ToggleGroup } from '@/components/ui/toggle-group'

export type YearButtonsProps = {
  years: number[]
  /** The buttons' class (a CSS module's, given by the server: the island's script carries no CSS). */
  className: string
}

/** The id of a year's section, which the page renders. */
export const yearSectionId = (year: number) => `year-${year}`

/**
 * Year 1 to N buttons over the server-rendered years of a programme; the first year is chosen at
 * first and the others are hidden. The page paints so where script runs (the buttons `script-only`,
 * the other years `script-hidden`: globals.css), and the buttons' script loads when the visitor
 * reaches for them; a year pressed meanwhile is pressed again once it has (`onIntent`). Without
 * JavaScript every year shows, one after another, and the buttons take no room.
 */
export function YearButtons({ years, className }: YearButtonsProps) {
  const [selected, setSelected] = useState(years[0] ?? 1)
  useEffect(() => {
    for (const year of years) {
      const section = document.getElementById(yearSectionId(year))
      if (!section) continue
      section.classList.remove('script-hidden')
      section.hidden = year !== selected
    }
  }, [years, selected])
  return (
    <ToggleGroup
      label="Choose a year of study"
      className={`${className} script-only`}
      buttonClassName="filter-button"
      options={years.map((year) => ({ value: year, label: `Year ${year}` }))}
      value={selected}
      onChange={setSelected}
      controls={yearSectionId}
    />
  )
}
