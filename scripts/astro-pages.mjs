/**
 * The pages Astro renders (docs/decisions/0039-public-pages-on-astro.md), in the same process as Next:
 * its build (`<build folder>/astro`, made after Next's) is a middleware, handed the addresses its list
 * of pages names (`routes.json`: src/astro/integrations/route-list.mjs) and its built files
 * (`/_astro/…`, named by their content); every other address is Next's. Its answers get the site's
 * security headers and are compressed here, as Next compresses its own.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { constants } from 'node:zlib'

import compression from 'compression'
import send from 'send'

import { pageMatcher } from '../src/astro/integrations/route-list.mjs'
import { pageAddressOf } from '../src/lib/data-light.mjs'
import { NEVER_STORED_CACHE_CONTROL, withoutSpareSlashes } from '../src/lib/moves.mjs'
import { scriptHeaders, securityHeaders } from '../src/lib/security-headers.mjs'

const ASSETS = '/_astro/'
const YEAR_MS = 365 * 24 * 60 * 60 * 1000

/**
 * Loads Astro's build from `distDir`; null when there is none.
 * @param {string} distDir the build folder (NEXT_DIST_DIR)
 * @returns {Promise<null | ((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) => void)>}
 *   what answers a request when it is Astro's, and otherwise calls `next` (Next answers)
 */
export async function loadAstroPages(distDir) {
  const outDir = path.join(distDir, 'astro')
  const entry = path.join(outDir, 'server', 'entry.mjs')
  if (!existsSync(entry)) return null
  const isAstroPage = pageMatcher(JSON.parse(readFileSync(path.join(outDir, 'routes.json'), 'utf8')))
  const { handler } = await import(entry)
  const clientDir = path.join(outDir, 'client')
  // Brotli at 6, as deploy/'s nginx compresses: about a tenth smaller than the package's default of 4 and 1 %
  // smaller than 5, for about 0.1 ms more on a 95 KB page (1.4 ms in all), which brings more pages within the
  // first 14 KB round trip of a slow line (issue 54: the home page, docs/decisions/0040).
  const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } } })

  return function answer(req, res, next) {
    const pathname = (req.url ?? '/').split('?', 1)[0]
    if (pathname.startsWith(ASSETS))
      return void compress(req, res, () => serveAsset(req, res, clientDir, pathname, next))
    if (!isAstroPage(pathname)) return void next()
    for (const { key, value } of securityHeaders) res.setHeader(key, value)
    // Pages are read, never sent to (as Next answers for its own).
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, {
        Allow: 'GET, HEAD',
        'Cache-Control': 'no-store',
        'Content-Type': 'text/plain; charset=utf-8',
      })
      return void res.end('Method Not Allowed')
    }
    // One address per page: `/about/` moves to `/about` (Astro would answer 301 with a page of its own), and
    // an old rendering's `/light/about/` straight to `/about`, in one hop rather than two.
    const bare = withoutSpareSlashes(pathname)
    if (bare !== null) return void moveTo(res, (pageAddressOf(bare) ?? bare) + (req.url ?? '').slice(pathname.length))
    compress(req, res, () => handler(req, res, next))
  }
}

/** A permanent move (308, the method kept), never stored. */
function moveTo(res, location) {
  res.writeHead(308, { Location: location, 'Cache-Control': NEVER_STORED_CACHE_CONTROL })
  res.end()
}

/** A built file as it is (its name changes with its content), or Next's answer when there is no such file. */
function serveAsset(req, res, clientDir, pathname, next) {
  for (const { key, value } of scriptHeaders) res.setHeader(key, value)
  send(req, pathname, { root: clientDir, index: false, dotfiles: 'deny', immutable: true, maxAge: YEAR_MS })
    .on('error', () => {
      for (const { key } of scriptHeaders) res.removeHeader(key)
      next()
    })
    .pipe(res)
}
