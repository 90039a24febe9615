import type { AstroGlobal } from 'astro'

import { SHARED_PAGE_CACHE_CONTROL } from '@/content/document'
import { lightModeRequested, VARY } from '@/lib/data-light.mjs'

/**
 * What an Astro page settles from its request before rendering: whether the visitor asked for the
 * data-light page (the footer's switch, else the browser's Save-Data: decision 10), and the answer's
 * caching, as a Next page's: a shared cache (nginx in deploy/) keeps it apart by what it depends on.
 */
export function pageRequest(astro: AstroGlobal): { light: boolean } {
  const headers = astro.request.headers
  const light = lightModeRequested({
    cookie: headers.get('cookie') ?? undefined,
    'save-data': headers.get('save-data') ?? undefined,
  })
  astro.response.headers.set('Content-Type', 'text/html; charset=utf-8')
  astro.response.headers.set('Cache-Control', SHARED_PAGE_CACHE_CONTROL)
  astro.response.headers.set('Vary', VARY.join(', '))
  return { light }
}
