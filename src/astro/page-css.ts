import { LRUCache } from 'lru-cache'

import { parseSheet, type SheetPart, withoutUnusedCss } from '@/lib/unused-css'

/** The shared classes the islands' scripts may add (src/astro/integrations/island-classes.mjs); unset under `npm run dev`. */
declare const __ISLAND_CLASSES__: string[] | undefined
const islandClasses = typeof __ISLAND_CLASSES__ === 'undefined' ? null : new Set(__ISLAND_CLASSES__)

/** Each page's sheet is the same at every render (a template's CSS is fixed when the site is built): parsed once. */
const sheets = new LRUCache<string, SheetPart[]>({ max: 200 })

function parsedSheet(css: string): SheetPart[] {
  let parts = sheets.get(css)
  if (!parts) sheets.set(css, (parts = parseSheet(css)))
  return parts
}

/**
 * A rendered page without the inline CSS rules for classes it does not use (src/lib/unused-css.ts), so that
 * more pages arrive in the first round trip on a slow line (docs/decisions/0041). Under `npm run dev`, the
 * page as rendered.
 */
export function withoutUnusedRules(html: string): string {
  return islandClasses ? withoutUnusedCss(html, islandClasses, parsedSheet) : html
}
