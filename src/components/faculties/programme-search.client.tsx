'use client'

import Link from '@/components/ui/link'
import { useState } from 'react'

import { useDebounced } from '@/client-hooks/use-debounced'
import { useHydrated } from '@/client-hooks/use-hydrated'
import { LiveCount, SearchField } from '@/components/ui/search-field'
import { matchesQuery } from '@/lib/text'

import styles from './faculties.module.css'

export type ProgrammeEntry = {
  code: string
  slug: string
  name: string
  degreeInView: string
  type: string
  duration: number
}

/** docs/site.md#faculty-detail: the programme search waits this long after the last key press. */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * The faculty's programmes with a debounced name search; without JavaScript all show and the search
 * stays hidden (`script-only`). Its script loads when the visitor reaches for the search.
 */
export function ProgrammeSearch({ programmes }: { programmes: ProgrammeEntry[] }) {
  const [input, setInput] = useState('')
  const query = useDebounced(input, SEARCH_DEBOUNCE_MS)
  const hydrated = useHydrated()

  const matching = programmes.filter((p) => matchesQuery(p.name, query))

  return (
    <div className={styles.wrapper}>
      <div className={`toolbar ${styles.controls} script-only`}>
        <SearchField
          className={`search-field ${styles.search}`}
          label="Search programmes by name"
          value={input}
          onChange={setInput}
        />
      </div>

      <LiveCount text={hydrated ? `Showing ${matching.length} of ${programmes.length} programmes.` : null} />

      {matching.length > 0 ? (
        <ul className="plain-list">
          {matching.map((p) => (
            <li key={p.code} className={styles.programme}>
              <div>
                <h3 className={styles.programmeName}>{p.name}</h3>
                <p className={styles.meta}>
                  {p.degreeInView} · {p.type} · {p.duration} {p.duration === 1 ? 'year' : 'years'}
                </p>
              </div>
              <Link
                className="button button--ghost"
                href={`/course/${encodeURIComponent(p.slug)}`}
                aria-label={`View programme ${p.name}`}
              >
                View programme
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="empty-note">No matching programmes found.</p>
      )}
    </div>
  )
}
