/**
 * The islands there are, each with the script that starts it: `src/islands/entries/<script>.tsx`, built by
 * scripts/build-islands.mjs to `/islands/<script>.js`. The one list of them: `<Island name>`, `onIntent`
 * and `hydrateIslands` take only these names (type-checked), and registry.test.ts checks each script
 * exists and that a script shared by several islands starts each. Several islands of one page share a script (the home page's
 * three). Imports nothing: the entries' scripts read its types only.
 */
export const SCRIPT_OF = {
  'tuition-table': 'tuition',
  'programme-search': 'faculty',
  'portal-directory': 'portal',
  'publication-counts': 'staff-profile',
  'results-focus': 'results-focus',
  'steps-toggle': 'process',
  'faculty-search': 'faculties',
  'show-more-link': 'finder',
  'hero-slider': 'home',
  'culture-scroller': 'home',
  'campus-video': 'home',
  'calendar-grid': 'calendar',
  'gallery-viewer': 'gallery',
  'filtered-list': 'lists',
  'staff-directory': 'leadership',
  countdown: 'countdown',
  'share-link': 'detail',
  'search-suggest': 'site-header',
} as const

export type IslandName = keyof typeof SCRIPT_OF

/** The address of the script that starts the island `name`. */
export const scriptOf = (name: IslandName): string => `/islands/${SCRIPT_OF[name]}.js`
