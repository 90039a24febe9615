'use client'

import { useState, type ReactNode } from 'react'

import { useHydrated } from '@/client-hooks/use-hydrated'

import { ToggleGroup } from '@/components/ui/toggle-group'

import styles from './process-page.module.css'

type Panel = { id: string; label: string; content: ReactNode }

/**
 * Shows one list of steps at a time behind two toggle buttons. The page paints so where script runs
 * (the buttons `script-only`, the other lists `script-hidden`: globals.css), and the buttons' script
 * loads when the visitor reaches for them; a button pressed meanwhile is pressed again once it has
 * (`onIntent`). Without JavaScript there are no buttons and every list shows.
 */
export function StepsToggle({ panels }: { panels: Panel[] }) {
  const hydrated = useHydrated()
  const [current, setCurrent] = useState(panels[0]?.id ?? '')
  return (
    <div>
      <ToggleGroup
        label="Show the steps"
        className={`${styles.toggle} script-only`}
        buttonClassName={styles.toggleButton}
        options={panels.map((p) => ({ value: p.id, label: p.label }))}
        value={current}
        onChange={setCurrent}
        controls={(id) => id}
      />
      {panels.map((p, i) => (
        <div
          key={p.id}
          id={p.id}
          // As the server painted it until hydrated, then the chosen list alone.
          className={!hydrated && i > 0 ? 'script-hidden' : undefined}
          hidden={hydrated && current !== p.id}
        >
          {p.content}
        </div>
      ))}
    </div>
  )
}
