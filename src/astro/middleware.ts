import { defineMiddleware } from 'astro/middleware'
import etag from 'etag'
import fresh from 'fresh'

/** What a redirect Astro answers is kept for: not at all, as Next answered its pages' redirects. */
const REDIRECT_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate'

/**
 * Around every page Astro renders (Astro's documented middleware): a page is answered whole, with its
 * length and a validator (`ETag`), and a browser or nginx that holds the same page gets 304 Not Modified
 * instead of it again, as Next answers its pages. Astro would stream the page in chunks with neither.
 * The validator is the page's own bytes, so the data-light page and the normal one never share one.
 */
export const onRequest = defineMiddleware(async ({ request }, next) => {
  const response = await next()
  const headers = new Headers(response.headers)
  if (response.status >= 300 && response.status < 400 && !headers.has('Cache-Control')) {
    headers.set('Cache-Control', REDIRECT_CACHE_CONTROL)
    return new Response(null, { status: response.status, headers })
  }
  if (response.status !== 200 || !response.body) return response
  const body = Buffer.from(await response.arrayBuffer())
  const validator = etag(body)
  headers.set('ETag', validator)
  if (fresh(Object.fromEntries(request.headers), { etag: validator })) {
    headers.delete('Content-Type')
    return new Response(null, { status: 304, headers })
  }
  headers.set('Content-Length', String(body.length))
  return new Response(body, { status: 200, headers })
})
