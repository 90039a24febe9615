/**
 * The portals directory's filter: all tiles, or the tiles of one audience. A tile may belong to
 * several audiences. Any other value in the address means "all".
 */
export const PORTAL_FILTERS = ['all', 'staff', 'student', 'administrative'] as const

export type PortalFilter = (typeof PORTAL_FILTERS)[number]

/** The filter a query-string value asks for; 'all' for anything missing, repeated or unknown. */
export function parsePortalFilter(value: unknown): PortalFilter {
  const first = Array.isArray(value) ? value[0] : value
  if (typeof first !== 'string') return 'all'
  const normalised = first.trim().toLowerCase()
  return (PORTAL_FILTERS as readonly string[]).includes(normalised) ? (normalised as PortalFilter) : 'all'
}

/** The tiles shown under a filter, in their order. */
export function filterPortalTiles<T extends { categories: readonly string[] }>(
  tiles: readonly T[],
  filter: PortalFilter,
): T[] {
  return filter === 'all' ? [...tiles] : tiles.filter((t) => t.categories.includes(filter))
}
