/**
 * The addresses Astro has pages for, from Astro's public `astro:routes:resolved` hook: written beside its
 * build (`routes.json`), so scripts/server.mjs hands those to Astro and every other address to Next, and
 * asked by `npm run dev`'s proxy (astro.config.mjs), which passes the others to Next's dev server.
 *
 * Next's route handlers (`src/app/**\/route.ts`: feeds, calendars, lists' next pages) are listed too:
 * where one of Astro's pages with a slug would match the same address (`/news/rss.xml` and
 * `/news/[slug]`), the handler answers it, as each framework lets a fixed path win over a slug.
 */
import { readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * @typedef {{ pages: Array<{ pattern: string }>, handlers: Array<{ pattern: string }> }} RouteList
 */

/**
 * What tells whether an address's path is one of Astro's pages.
 * @param {RouteList} list
 * @returns {(pathname: string) => boolean}
 */
export function pageMatcher({ pages, handlers }) {
  const compile = (patterns) => patterns.map(({ pattern }) => new RegExp(pattern))
  const [astro, next] = [compile(pages), compile(handlers)]
  return (pathname) => {
    const decoded = decodeURI(pathname)
    return astro.some((e) => e.test(decoded)) && !next.some((e) => e.test(decoded))
  }
}

/**
 * Next's route handlers under `appDir` as address patterns: route groups (`(site)`) leave no trace in
 * the address; `[name]` is one segment, `[...name]` one or more, `[[...name]]` any.
 * @param {string} appDir
 * @returns {Array<{ route: string, pattern: string }>}
 */
export function routeHandlers(appDir) {
  const files = readdirSync(appDir, { recursive: true }).filter((file) => path.basename(file) === 'route.ts')
  return files.map((file) => {
    const segments = path
      .dirname(file)
      .split(path.sep)
      .filter((segment) => segment !== '.' && !/^\(.*\)$/.test(segment))
    const parts = segments.map((segment) => {
      if (/^\[\[\.\.\..+\]\]$/.test(segment)) return '(?:/.*)?'
      if (/^\[\.\.\..+\]$/.test(segment)) return '/.+'
      if (/^\[.+\]$/.test(segment)) return '/[^/]+'
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
    })
    return { route: `/${segments.join('/')}`, pattern: `^${parts.join('')}/?$` }
  })
}

export default function routeList() {
  /** @type {RouteList} */
  let list = { pages: [], handlers: [] }
  let isPage = pageMatcher(list)
  let outDir
  return {
    name: 'route-list',
    /** True when `pathname` is the address of one of Astro's pages. */
    isAstroPage: (pathname) => isPage(pathname),
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir
      },
      'astro:routes:resolved': ({ routes }) => {
        const pages = routes
          .filter((route) => route.origin === 'project')
          .map((route) => ({ route: route.pattern, pattern: route.patternRegex.source }))
        list = { pages, handlers: routeHandlers(path.join(process.cwd(), 'src/app')) }
        isPage = pageMatcher(list)
      },
      'astro:build:done': () => {
        writeFileSync(new URL('routes.json', outDir), JSON.stringify(list, null, 2))
      },
    },
  }
}
