'use client'

import { useState, type ReactNode } from 'react'

import { useHydrated } from '@/client-hooks/use-hydrated'
import { LiveCount, SearchField } from '@/components/ui/search-field'
import { matchesQuery } from '@/lib/text'

import styles from './faculties.module.css'

export type FacultyEntry = { key: string; name: string; card: ReactNode }

/**
 * The faculty cards with a name search (case-insensitive substring). The cards are rendered on the
 * server; without JavaScript every faculty shows and the search stays hidden (`script-only`). Its script
 * loads when the visitor reaches for the search; what was typed meanwhile is taken up (`SearchField`).
 */
export function FacultySearch({ entries }: { entries: FacultyEntry[] }) {
  const [query, setQuery] = useState('')
  const hydrated = useHydrated()
  const matching = entries.filter((e) => matchesQuery(e.name, query))

  return (
    <div className={styles.wrapper}>
      <div className={`toolbar ${styles.controls} script-only`}>
        <SearchField
          className={`search-field ${styles.search}`}
          label="Search faculties by name"
          value={query}
          onChange={setQuery}
        />
      </div>

      <LiveCount
        text={hydrated ? `Showing ${matching.length} of ${entries.length} faculties.` : null}
        testId="faculty-count"
      />

      {matching.length > 0 ? (
        <ul className={`card-grid ${styles.grid}`}>
          {matching.map((e) => (
            <li key={e.key}>{e.card}</li>
          ))}
        </ul>
      ) : (
        <p className="empty-note">No faculties found.</p>
      )}
    </div>
  )
}
