import { NextResponse, type NextRequest } from 'next/server'

import { isDocumentPath, LIGHT_LOCALE, lightModeRequested, PAGE_LOCALE, VARY } from '@/lib/data-light.mjs'

/**
 * Data-light mode as a render choice (docs/decisions/0010-data-light-mode.md). A document page has two
 * renderings, each stored as Next stores pages: the normal one and the one under the locale `light`.
 * A visitor who asked (the footer's switch, else the browser's Save-Data) is given the light one at the
 * same address; both name what they depend on (Vary), so a shared cache keeps them apart. `/light/…`
 * is not an address of its own: it moves to the page's address.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  if (!isDocumentPath(pathname)) return NextResponse.next()
  const headers = { Vary: VARY.join(', ') }
  if (namesLocale(request.url))
    return NextResponse.redirect(sameServer(pathname + search, request), { status: 308, headers })
  const cookie = request.headers.get('cookie') ?? undefined
  const saveData = request.headers.get('save-data') ?? undefined
  if (!lightModeRequested({ cookie, 'save-data': saveData })) return NextResponse.next({ headers })
  const light = `/${LIGHT_LOCALE}${pathname === '/' ? '' : pathname}${search}`
  return NextResponse.rewrite(sameServer(light, request), { headers })
}

/**
 * An address on the server as it was asked (`request.url`, which `skipProxyUrlNormalize` keeps), so Next
 * takes the rewrite for one of its own pages: `nextUrl` names 127.0.0.1 `localhost`, another host to Next.
 */
const sameServer = (path: string, request: NextRequest) => new URL(path, request.url)

/** The address starts with a locale (`/light/about`, `/en-NG/about`, in any case): Next would serve it. */
function namesLocale(address: string): boolean {
  const first = new URL(address).pathname.split('/')[1]?.toLowerCase()
  return [PAGE_LOCALE, LIGHT_LOCALE].some((locale) => locale.toLowerCase() === first)
}

export const config = {
  // Next's files, the API and the islands' scripts never have a light rendering (nor the admin: isDocumentPath).
  // Matched on the address as sent (`locale: false`): the proxy handles locales itself.
  matcher: [{ source: '/((?!_next/|api/|islands/).*)', locale: false }],
}
