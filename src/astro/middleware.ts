import { defineMiddleware } from 'astro/middleware'
import etag from 'etag'
import fresh from 'fresh'

import { pageAddressOf, VARY } from '@/lib/data-light.mjs'
import { NEVER_STORED_CACHE_CONTROL } from '@/lib/moves.mjs'

import { withoutUnusedRules } from './page-css'

/**
 * Around every page Astro renders (Astro's documented middleware):
 * - an old address naming a rendering (`/light/about`, from when data-light pages had addresses of
 *   their own) moves permanently to the page's, where the visitor's cookie or Save-Data still decides;
 * - a page is answered whole, with its length and a validator (`ETag`), and a browser or nginx that
 *   holds the same page gets 304 Not Modified instead of it again (Astro would stream the page in
 *   chunks with neither). The validator is the page's own bytes, so the data-light page and the normal
 *   one never share one;
 * - a redirect is never stored;
 * - a page's inline CSS keeps only the rules for classes it uses (./page-css.ts).
 */
export const onRequest = defineMiddleware(async ({ request, url }, next) => {
  const page = pageAddressOf(url.pathname)
  if (page !== null) return moved(page + url.search)
  const response = await next()
  const headers = new Headers(response.headers)
  if (response.status >= 300 && response.status < 400 && !headers.has('Cache-Control')) {
    headers.set('Cache-Control', NEVER_STORED_CACHE_CONTROL)
    return new Response(null, { status: response.status, headers })
  }
  if (response.status !== 200 || !response.body) return response
  const isPage = headers.get('Content-Type')?.startsWith('text/html')
  const body = isPage
    ? Buffer.from(withoutUnusedRules(await response.text()))
    : Buffer.from(await response.arrayBuffer())
  const validator = etag(body)
  headers.set('ETag', validator)
  if (fresh(Object.fromEntries(request.headers), { etag: validator })) {
    headers.delete('Content-Type')
    return new Response(null, { status: 304, headers })
  }
  headers.set('Content-Length', String(body.length))
  return new Response(body, { status: 200, headers })
})

const moved = (location: string) =>
  new Response(null, {
    status: 308,
    headers: { Location: location, 'Cache-Control': NEVER_STORED_CACHE_CONTROL, Vary: VARY.join(', ') },
  })
