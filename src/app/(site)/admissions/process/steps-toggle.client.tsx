'use client'

import { useState, type ReactNode } from 'react'

import { useHydrated } from '@/client-hooks/use-hydrated'

import styles from './page.module.css'

type Panel = { id: string; label: string; content: ReactNode }

/**
 * Shows one list of steps at a time behind two toggle buttons. Before hydration (and without
 * JavaScript) there are no buttons and every list shows.
 */
export function StepsToggle({ panels }: { panels: Panel[] }) {
  const hydrated = useHydrated()
  const [current, setCurrent] = useState(panels[0]?.id ?? '')
  return (
    <div>
      {hydrated ? (
        <div className={styles.toggle} role="group" aria-label="Show the steps">
          {panels.map((p) => (
            <button
              key={p.id}
              type="button"
              className={styles.toggleButton}
              aria-pressed={current === p.id}
              aria-controls={p.id}
              onClick={() => setCurrent(p.id)}
            >
              {p.label}
            </button>
          ))}
        </div>
      ) : null}
      {panels.map((p) => (
        <div key={p.id} id={p.id} hidden={hydrated && current !== p.id}>
          {p.content}
        </div>
      ))}
    </div>
  )
}
