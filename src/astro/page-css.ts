import { LRUCache } from 'lru-cache'

import { islandScriptsIn, parseSheet, type SheetPart, withoutUnusedCss } from '@/lib/unused-css'

/**
 * For each island's script, the classes it may add once the page has come (src/astro/integrations/island-classes.mjs);
 * unset under `npm run dev`.
 */
declare const __ISLAND_CLASSES__: Record<string, string[]> | undefined
const classesByScript =
  typeof __ISLAND_CLASSES__ === 'undefined'
    ? null
    : new Map(Object.entries(__ISLAND_CLASSES__).map(([script, classes]) => [script, new Set(classes)]))

/** Each page's sheet is the same at every render (a template's CSS is fixed when the site is built): parsed once. */
const sheets = new LRUCache<string, SheetPart[]>({ max: 200 })

function parsedSheet(css: string): SheetPart[] {
  let parts = sheets.get(css)
  if (!parts) sheets.set(css, (parts = parseSheet(css)))
  return parts
}

/**
 * A rendered page without the inline CSS rules for classes it does not use (src/lib/unused-css.ts), so that
 * more pages arrive in the first round trip on a slow line (docs/decisions/0041): it keeps those of the classes
 * its own islands' scripts may add, not every island's. Under `npm run dev`, the page as rendered.
 */
export function withoutUnusedRules(html: string): string {
  if (!classesByScript) return html
  const added = islandScriptsIn(html).flatMap((script) => classesByScript.get(script) ?? [])
  return withoutUnusedCss(html, { has: (name) => added.some((classes) => classes.has(name)) }, parsedSheet)
}
