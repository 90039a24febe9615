/**
 * The footer's data-light switch (docs/decisions/0010-data-light-mode.md): `?on=1` or `?on=0` stores
 * the choice for a year, then the visitor goes back to the page (`back=`, else the Referer's path,
 * else home; never another site). Works without JavaScript, under `npm run dev` as in production.
 */
import { env } from '@/env'
import { returnPath, toggleCookie } from '@/lib/data-light.mjs'

export const dynamic = 'force-dynamic'

export function GET(request: Request) {
  // URLSearchParams never throws on a broken escape.
  const query = new URL(request.url).searchParams
  const on = query.get('on')
  const headers = new Headers({
    Location: returnPath(query.get('back'), request.headers.get('referer')),
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  })
  if (on === '1' || on === '0') headers.set('Set-Cookie', toggleCookie(on === '1', env.secureCookies))
  return new Response(null, { status: 303, headers })
}

export const HEAD = GET

function notAllowed() {
  return new Response('Method not allowed', {
    status: 405,
    headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
  })
}

export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
