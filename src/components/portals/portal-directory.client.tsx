'use client'

import Link from '@/components/ui/link'
import { useState } from 'react'

import { useHydrated } from '@/client-hooks/use-hydrated'
import { ExternalIcon, NewTabHint } from '@/components/layout/icons'
import { ToggleGroup } from '@/components/ui/toggle-group'
import { filterPortalTiles, type PortalFilter } from '@/lib/portal-filter'
import { pathOf } from '@/lib/routes'

import styles from './portals.module.css'

export type PortalTileItem = { id: number; name: string; description: string | null; categories: string[]; url: string }

const FILTERS: Array<{ value: PortalFilter; label: string }> = [
  { value: 'all', label: 'All portals' },
  { value: 'staff', label: 'Staff services' },
  { value: 'student', label: 'Student services' },
  { value: 'administrative', label: 'Administrative' },
]

export const portalsHref = (filter: PortalFilter) =>
  filter === 'all' ? pathOf('portals') : `${pathOf('portals')}?category=${filter}`

/**
 * The portal filter and tiles. The server renders the tiles of the filter in the address, and the
 * filters as links, so the page works without JavaScript. Once hydrated the filters become toggle
 * buttons that switch at once and keep the address in step.
 */
export function PortalDirectory({
  tiles,
  initial,
  emptyText,
}: {
  tiles: PortalTileItem[]
  initial: PortalFilter
  emptyText: string
}) {
  const hydrated = useHydrated()
  const [filter, setFilter] = useState<PortalFilter>(initial)
  const shown = filterPortalTiles(tiles, filter)
  const choose = (value: PortalFilter) => {
    setFilter(value)
    window.history.replaceState(window.history.state, '', portalsHref(value))
  }
  return (
    <div className={styles.directory}>
      {hydrated ? (
        <ToggleGroup
          label="Filter portals"
          className="pill-list"
          buttonClassName="filter-button filter-button--outline"
          options={FILTERS}
          value={filter}
          onChange={choose}
          controls={() => 'portal-tiles'}
        />
      ) : (
        <nav aria-label="Filter portals">
          <ul className="pill-list">
            {FILTERS.map((f) => (
              <li key={f.value}>
                <Link
                  className="filter-button filter-button--outline"
                  href={portalsHref(f.value)}
                  scroll={false}
                  aria-current={filter === f.value ? 'page' : undefined}
                >
                  {f.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <p className="visually-hidden" aria-live="polite">
        {hydrated ? `${shown.length} of ${tiles.length} portals shown.` : ''}
      </p>

      <div id="portal-tiles">
        {shown.length > 0 ? (
          <ul className={`card-grid ${styles.tiles}`} aria-label="Portals">
            {shown.map((t) => (
              <li key={t.id} className={`accent-card ${styles.tile}`}>
                <h3 className={styles.name}>
                  <a className={styles.link} href={t.url} target="_blank" rel="noopener noreferrer">
                    {t.name}
                    <NewTabHint />
                  </a>
                  <ExternalIcon className={styles.icon} />
                </h3>
                {t.description ? <p className={styles.description}>{t.description}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{emptyText}</p>
        )}
      </div>
    </div>
  )
}
