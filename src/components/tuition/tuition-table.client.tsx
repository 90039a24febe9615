'use client'

import Link from '@/components/ui/link'
import { useEffect, useState } from 'react'

import { useHydrated } from '@/client-hooks/use-hydrated'
import { LiveCount, SearchField } from '@/components/ui/search-field'
import { ToggleGroup } from '@/components/ui/toggle-group'
import type { ProgrammeType } from '@/lib/programme-finder'
import { matchesQuery } from '@/lib/text'

import { CellLabel } from './cell-label'
import { StackedTable } from './stacked-table'
import styles from './tuition.module.css'
import type { TuitionAmounts, TuitionTableRow } from './types'

const TABS: Array<{ value: ProgrammeType; label: string }> = [
  { value: 'foundation', label: 'Foundation' },
  { value: 'undergraduate', label: 'Undergraduate' },
  { value: 'postgraduate', label: 'Postgraduate' },
]

/** docs/site.md#tuition: the programme search waits this long after the last key. */
const SEARCH_DEBOUNCE_MS = 300

/** Column names: who pays, and in which currency. */
const LOCAL = 'Nigerian students (₦)'
const INTL = 'International students ($)'

const COLUMNS = [
  { key: 'degree', label: 'Degree in View' },
  { key: 'duration', label: 'Duration' },
  { key: 'local', label: LOCAL },
  { key: 'intl', label: INTL },
  { key: 'breakdown', label: <span className="visually-hidden">Breakdown</span> },
]

/** The total, and below it the cost of a year (or the range across the years). */
function Amounts({ amounts }: { amounts: TuitionAmounts }) {
  return (
    <span className={styles.amounts}>
      <span data-testid="total">
        Total <strong className={styles.number}>{amounts.total}</strong>
      </span>
      {amounts.perYear ? (
        <span data-testid="per-year" className={styles.perYear}>
          {amounts.perYear} per year
        </span>
      ) : null}
    </span>
  )
}

type TuitionTableProps = {
  rows: TuitionTableRow[]
  /** The tab shown first, and the only one without JavaScript. */
  defaultTab?: ProgrammeType
}

/**
 * The tuition table with its programme-type filter and programme search. The rows are computed on
 * the server; this only chooses which to show. Without JavaScript the default tab's rows show and
 * the controls stay hidden (`script-only`). Its script loads when the visitor reaches for the table:
 * a search typed meanwhile is taken up (`SearchField`), a tab pressed is pressed again (`onIntent`).
 */
export function TuitionTable({ rows, defaultTab = 'undergraduate' }: TuitionTableProps) {
  const [tab, setTab] = useState<ProgrammeType>(defaultTab)
  const [input, setInput] = useState('')
  const [query, setQuery] = useState('')
  const hydrated = useHydrated()

  useEffect(() => {
    const timer = setTimeout(() => setQuery(input), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [input])

  const inTab = rows.filter((r) => r.type === tab)
  const visible = inTab.filter((r) => matchesQuery(r.name, query) || matchesQuery(r.degree, query))
  const tabLabel = TABS.find((t) => t.value === tab)?.label ?? ''

  return (
    <div>
      <div className={`toolbar ${styles.controls} script-only`}>
        <ToggleGroup
          label="Programme type"
          className={styles.filters}
          buttonClassName="filter-button"
          options={TABS}
          value={tab}
          onChange={setTab}
        />
        <SearchField
          className="search-field"
          role="search"
          label="Search programmes"
          value={input}
          onChange={setInput}
        />
      </div>

      <LiveCount
        text={
          hydrated
            ? `Showing ${visible.length} ${tabLabel.toLowerCase()} ${visible.length === 1 ? 'programme' : 'programmes'}.`
            : null
        }
      />

      {inTab.length === 0 ? (
        <p className={styles.empty}>No programmes available.</p>
      ) : visible.length === 0 ? (
        <p className={styles.empty}>No matching programmes found.</p>
      ) : (
        <StackedTable columns={COLUMNS} region={`${tabLabel} programmes and tuition`}>
          <tbody>
            {visible.map((r) => (
              <tr key={r.code} data-course={r.code}>
                <th scope="row">{r.degree}</th>
                <td>
                  <CellLabel>Duration</CellLabel>
                  {r.duration}
                </td>
                <td data-testid="tuition-local">
                  <CellLabel>{LOCAL}</CellLabel>
                  <Amounts amounts={r.local} />
                </td>
                <td data-testid="tuition-intl">
                  <CellLabel>{INTL}</CellLabel>
                  <Amounts amounts={r.intl} />
                </td>
                <td>
                  <Link href={`/breakdown/${encodeURIComponent(r.code)}`} aria-label={`View breakdown: ${r.degree}`}>
                    View Breakdown
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </StackedTable>
      )}
    </div>
  )
}
