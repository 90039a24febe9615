'use client'

import { useState, type ReactNode } from 'react'

import { useHydrated } from '@/client-hooks/use-hydrated'

import { ToggleGroup } from '@/components/ui/toggle-group'

import styles from './process-page.module.css'

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
        <ToggleGroup
          label="Show the steps"
          className={styles.toggle}
          buttonClassName={styles.toggleButton}
          options={panels.map((p) => ({ value: p.id, label: p.label }))}
          value={current}
          onChange={setCurrent}
          controls={(id) => id}
        />
      ) : null}
      {panels.map((p) => (
        <div key={p.id} id={p.id} hidden={hydrated && current !== p.id}>
          {p.content}
        </div>
      ))}
    </div>
  )
}
