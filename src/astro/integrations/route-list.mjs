/**
 * Which addresses are Astro's and which are Next's, for scripts/server.mjs (from `routes.json`, written
 * beside Astro's build) and for `npm run dev`'s proxy (astro.config.mjs), which passes Next's on to
 * Next's dev server.
 *
 * Next answers what its files name: the admin (`src/app/**\/page.tsx`), the route handlers
 * (`route.ts`: the APIs, feeds, calendars, lists' next pages), robots.txt and the numbered sitemaps
 * (`robots.ts`, `sitemap.ts`), its own files (`/_next/…`) and the files in `public/`. Astro answers
 * every other address: its pages, from its public `astro:routes:resolved` hook, and the not-found page
 * for the rest (its `[...missing]` page). Where one of Astro's pages with a slug would match a Next
 * address (`/news/[slug]` and `/news/rss.xml`), Next's answers it, as each framework lets a fixed path
 * win over a slug.
 */
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * @typedef {{ route: string, pattern: string }} Address
 * @typedef {{ pages: Array<{ pattern: string }>, next: Array<{ pattern: string }> }} RouteList
 */

/**
 * What tells whether an address's path is Astro's to answer.
 * @param {RouteList} list
 * @returns {(pathname: string) => boolean}
 */
export function pageMatcher({ pages, next }) {
  const compile = (patterns) => patterns.map(({ pattern }) => new RegExp(pattern))
  const [astro, nextOwn] = [compile(pages), compile(next)]
  return (pathname) => {
    let decoded
    try {
      decoded = decodeURI(pathname)
    } catch {
      return false
    }
    return astro.some((e) => e.test(decoded)) && !nextOwn.some((e) => e.test(decoded))
  }
}

/** A folder path under src/app as an address pattern's parts: route groups (`(site)`) leave no trace. */
function addressParts(folder) {
  return folder
    .split(path.sep)
    .filter((segment) => segment !== '.' && segment !== '' && !/^\(.*\)$/.test(segment))
    .map((segment) => {
      if (/^\[\[\.\.\..+\]\]$/.test(segment)) return { name: segment, pattern: '(?:/.*)?' }
      if (/^\[\.\.\..+\]$/.test(segment)) return { name: segment, pattern: '/.+' }
      if (/^\[.+\]$/.test(segment)) return { name: segment, pattern: '/[^/]+' }
      return { name: segment, pattern: `/${escape(segment)}` }
    })
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The address (and its pattern) of a folder under src/app, with `extra` (already a pattern) after it. */
function address(folder, extra = { name: '', pattern: '' }) {
  const parts = [...addressParts(folder), ...(extra.name ? [extra] : [])]
  return { route: `/${parts.map((p) => p.name).join('/')}`, pattern: `^${parts.map((p) => p.pattern).join('')}/?$` }
}

/**
 * The addresses Next's files under `appDir` answer: pages, route handlers, robots.txt and the sitemaps.
 * @param {string} appDir
 * @returns {Address[]}
 */
export function appAddresses(appDir) {
  const files = readdirSync(appDir, { recursive: true }).map(String)
  return files.flatMap((file) => {
    const folder = path.dirname(file)
    switch (path.basename(file)) {
      case 'route.ts':
      case 'page.tsx':
        return [address(folder)]
      case 'robots.ts':
        return [address(folder, { name: 'robots.txt', pattern: '/robots\\.txt' })]
      case 'sitemap.ts':
        // One sitemap, or numbered ones (`generateSitemaps`): /sitemap.xml, /sitemap/0.xml, …
        return [address(folder, { name: 'sitemap[/id].xml', pattern: '/sitemap(?:/[^/]+)?\\.xml' })]
      default:
        return []
    }
  })
}

/** Folders Next serves that a build makes: its own files, and the islands' scripts (scripts/build-islands.mjs). */
const BUILT_FOLDERS = ['_next', 'islands']

/**
 * Next's own files (`/_next/…`), the islands' scripts and the files in `publicDir`, each top-level
 * folder as a whole.
 * @param {string} publicDir
 * @returns {Address[]}
 */
export function fileAddresses(publicDir) {
  const names = existsSync(publicDir) ? readdirSync(publicDir).filter((name) => !BUILT_FOLDERS.includes(name)) : []
  return [...BUILT_FOLDERS, ...names].map((name) => {
    const folder = BUILT_FOLDERS.includes(name) || statSync(path.join(publicDir, name)).isDirectory()
    return { route: folder ? `/${name}/…` : `/${name}`, pattern: folder ? `^/${escape(name)}/` : `^/${escape(name)}$` }
  })
}

/** Every address Next answers, from the project's folders. */
export const nextAddresses = (root = process.cwd()) => [
  ...appAddresses(path.join(root, 'src/app')),
  ...fileAddresses(path.join(root, 'public')),
]

export default function routeList() {
  /** @type {RouteList} */
  let list = { pages: [], next: [] }
  let isPage = pageMatcher(list)
  let outDir
  return {
    name: 'route-list',
    /** True when `pathname` is Astro's to answer. */
    isAstroPage: (pathname) => isPage(pathname),
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir
      },
      'astro:routes:resolved': ({ routes }) => {
        const pages = routes
          .filter((route) => route.origin === 'project')
          .map((route) => ({ route: route.pattern, pattern: route.patternRegex.source }))
        list = { pages, next: nextAddresses() }
        isPage = pageMatcher(list)
      },
      'astro:build:done': () => {
        writeFileSync(new URL('routes.json', outDir), JSON.stringify(list, null, 2))
      },
    },
  }
}
