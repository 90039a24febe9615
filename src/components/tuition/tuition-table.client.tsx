'use client'

import Link from 'next/link'
import { useEffect, useId, useState, useSyncExternalStore } from 'react'

import type { ApplicationType } from '@/content/views'
import { matchesQuery } from '@/lib/text'

import styles from './tuition.module.css'
import type { TuitionAmounts, TuitionTableRow } from './types'

const TABS: Array<{ value: ApplicationType; label: string }> = [
  { value: 'foundation', label: 'Foundation' },
  { value: 'undergraduate', label: 'Undergraduate' },
  { value: 'postgraduate', label: 'Postgraduate' },
]

/** docs/site.md#tuition: the programme search waits this long after the last key. */
const SEARCH_DEBOUNCE_MS = 300

const noSubscribe = () => () => {}

/** Column names: who pays, and in which currency. */
const LOCAL = 'Nigerian students (₦)'
const INTL = 'International students ($)'

/** The column's name inside a cell, shown only where the rows are stacked cards (narrow screens). */
function CellLabel({ children }: { children: string }) {
  return (
    <span className={styles.cellLabel} aria-hidden="true">
      {children}
    </span>
  )
}

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
  defaultTab?: ApplicationType
}

/**
 * The tuition table with its programme-type filter and programme search. The rows are computed on
 * the server; this only chooses which to show. Without JavaScript the default tab's rows show and
 * the controls stay hidden.
 */
export function TuitionTable({ rows, defaultTab = 'undergraduate' }: TuitionTableProps) {
  const [tab, setTab] = useState<ApplicationType>(defaultTab)
  const [input, setInput] = useState('')
  const [query, setQuery] = useState('')
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  )
  const searchId = useId()

  useEffect(() => {
    const timer = setTimeout(() => setQuery(input), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [input])

  const inTab = rows.filter((r) => r.type === tab)
  const visible = inTab.filter((r) => matchesQuery(r.name, query) || matchesQuery(r.degree, query))
  const tabLabel = TABS.find((t) => t.value === tab)?.label ?? ''

  return (
    <div>
      <div className={`toolbar ${styles.controls}`} hidden={!hydrated}>
        <div className={styles.filters} role="group" aria-label="Programme type">
          {TABS.map((t) => (
            <button
              key={t.value}
              type="button"
              className="filter-button"
              aria-pressed={tab === t.value}
              onClick={() => setTab(t.value)}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div className="search-field" role="search">
          <label htmlFor={searchId}>Search programmes</label>
          <input
            className="input"
            id={searchId}
            type="search"
            value={input}
            autoComplete="off"
            onChange={(event) => setInput(event.target.value)}
          />
        </div>
      </div>

      <p className="visually-hidden" aria-live="polite">
        {hydrated
          ? `Showing ${visible.length} ${tabLabel.toLowerCase()} ${visible.length === 1 ? 'programme' : 'programmes'}.`
          : ''}
      </p>

      {inTab.length === 0 ? (
        <p className={styles.empty}>No programmes available.</p>
      ) : visible.length === 0 ? (
        <p className={styles.empty}>No matching programmes found.</p>
      ) : (
        <div className={styles.tableBox} role="region" aria-label={`${tabLabel} programmes and tuition`}>
          <table className={`data-table table-stack ${styles.table} ${styles.stack}`}>
            <thead>
              <tr>
                <th scope="col">Degree in View</th>
                <th scope="col">Duration</th>
                <th scope="col">{LOCAL}</th>
                <th scope="col">{INTL}</th>
                <th scope="col">
                  <span className="visually-hidden">Breakdown</span>
                </th>
              </tr>
            </thead>
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
          </table>
        </div>
      )}
    </div>
  )
}
