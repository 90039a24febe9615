/**
 * The addresses Astro has pages for, from Astro's public `astro:routes:resolved` hook: written beside its
 * build (`routes.json`), so scripts/server.mjs hands those to Astro and every other address to Next, and
 * asked by `npm run dev`'s proxy (astro.config.mjs), which passes the others to Next's dev server.
 */
import { writeFileSync } from 'node:fs'

/**
 * What tells whether an address's path is one of Astro's pages, from the patterns listed.
 * @param {Array<{ pattern: string }>} patterns
 * @returns {(pathname: string) => boolean}
 */
export function pageMatcher(patterns) {
  const expressions = patterns.map(({ pattern }) => new RegExp(pattern))
  return (pathname) => expressions.some((expression) => expression.test(decodeURI(pathname)))
}

export default function routeList() {
  let patterns = []
  let isPage = pageMatcher([])
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
        patterns = routes
          .filter((route) => route.origin === 'project')
          .map((route) => ({ route: route.pattern, pattern: route.patternRegex.source }))
        isPage = pageMatcher(patterns)
      },
      'astro:build:done': () => {
        writeFileSync(new URL('routes.json', outDir), JSON.stringify(patterns, null, 2))
      },
    },
  }
}
