import Link from '@/components/ui/link'

import type { BreakdownYearView } from '@/content/views'

/** The id of the year links, which each year's link returns to: the next year is read in the same place. */
export const YEARS_ID = 'years'

/**
 * The breakdown's Year 1 to N buttons: links to each year's page, the shown year marked as current.
 * A page holds one year (its modules grow with the programme); links work without script.
 */
export function YearLinks({
  years,
  year,
  className,
}: Pick<BreakdownYearView, 'years' | 'year'> & { className: string }) {
  return (
    <nav id={YEARS_ID} className={className} aria-label="Choose a year of study">
      <ul className="pill-list">
        {years.map((y) => (
          <li key={y.year}>
            <Link
              className="filter-button"
              href={`${y.path}#${YEARS_ID}`}
              aria-current={y.year === year ? 'page' : undefined}
            >
              Year {y.year}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
