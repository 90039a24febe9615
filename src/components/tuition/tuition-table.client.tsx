'use client'

import Link from 'next/link'
import { useEffect, useId, useState, useSyncExternalStore } from 'react'

import type { ApplicationType } from '@/content/views'
import { matchesQuery } from '@/lib/text'

import styles from './tuition.module.css'
import type { TuitionTableRow } from './types'

const TABS: Array<{ value: ApplicationType; label: string }> = [
  { value: 'foundation', label: 'Foundation' },
  { value: 'undergraduate', label: 'Undergraduate' },
  { value: 'postgraduate', label: 'Postgraduate' },
]

/** docs/site.md#tuition: the programme search waits this long after the last key. */
const SEARCH_DEBOUNCE_MS = 300

const noSubscribe = () => () => {}

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
  const hintId = useId()

  useEffect(() => {
    const timer = setTimeout(() => setQuery(input), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [input])

  const inTab = rows.filter((r) => r.type === tab)
  const visible = inTab.filter((r) => matchesQuery(r.name, query) || matchesQuery(r.degree, query))
  const tabLabel = TABS.find((t) => t.value === tab)?.label ?? ''

  return (
    <div>
      <div className={styles.controls} hidden={!hydrated}>
        <div className={styles.filters} role="group" aria-label="Programme type">
          {TABS.map((t) => (
            <button
              key={t.value}
              type="button"
              className={styles.filter}
              aria-pressed={tab === t.value}
              onClick={() => setTab(t.value)}
            >
              {t.label}
            </button>
          ))}
        </div>
        <div className={styles.search} role="search">
          <label htmlFor={searchId}>Search programmes</label>
          <input
            id={searchId}
            type="search"
            value={input}
            autoComplete="off"
            onChange={(event) => setInput(event.target.value)}
          />
        </div>
      </div>

      <p className="visually-hidden" aria-live="polite">
        {hydrated ? `Showing ${visible.length} ${tabLabel.toLowerCase()} programmes.` : ''}
      </p>

      {inTab.length === 0 ? (
        <p className={styles.empty}>No programmes available.</p>
      ) : visible.length === 0 ? (
        <p className={styles.empty}>No matching programmes found.</p>
      ) : (
        <>
          <p className={styles.hint} id={hintId}>
            Scroll the table sideways to see every column.
          </p>
          <div
            className={styles.scroller}
            role="region"
            aria-label={`${tabLabel} programmes and tuition`}
            aria-describedby={hintId}
            tabIndex={0}
          >
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Degree in View</th>
                  <th scope="col">Duration</th>
                  <th scope="col">Total Tuition (local)</th>
                  <th scope="col">Total Tuition Int&apos;l ($)</th>
                  <th scope="col">
                    <span className="visually-hidden">Breakdown</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {visible.map((r) => (
                  <tr key={r.code} data-course={r.code}>
                    <th scope="row">{r.degree}</th>
                    <td className={styles.number}>{r.duration}</td>
                    <td className={styles.number}>{r.local}</td>
                    <td className={styles.number}>{r.intl}</td>
                    <td>
                      <Link
                        href={`/breakdown/${encodeURIComponent(r.code)}`}
                        aria-label={`View breakdown: ${r.degree}`}
                      >
                        View Breakdown
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  )
}
