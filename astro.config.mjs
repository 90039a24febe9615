import node from '@astrojs/node'
import react from '@astrojs/react'
import { defineConfig, fontProviders } from 'astro/config'

import { BODY_FONT_FILES } from './src/styles/body-font.mjs'
import islandClasses from './src/astro/integrations/island-classes.mjs'
import routeList from './src/astro/integrations/route-list.mjs'
import shortClassNames from './src/astro/integrations/short-class-names.mjs'

/**
 * Astro renders every public page (src/astro/pages); Next the admin, Payload's REST, /api/v1 and the route
 * handlers (docs/decisions/0039-public-pages-on-astro.md).
 * Both run in one process (scripts/server.mjs): Astro is built as a middleware, and its list of pages
 * (./src/astro/integrations/route-list.mjs) says which addresses are its own.
 */
const pages = routeList()

/** What Astro's dev server serves itself besides its pages: its modules, sources and files. */
const ASTRO_DEV_PATHS = /^\/(@|_astro\/|src\/|node_modules\/|\.astro\/|__)/

/**
 * `npm run dev` (scripts/dev.ts): every request that is not Astro's passes through to Next's dev server,
 * its hot reload's socket too.
 */
const toNextDev = (target) => ({
  '^/': {
    target,
    ws: true,
    bypass: (req) => {
      const pathname = (req.url ?? '/').split('?', 1)[0]
      if (ASTRO_DEV_PATHS.test(pathname) || pages.isAstroPage(pathname)) return req.url
    },
  },
})

export default defineConfig({
  srcDir: './src/astro',
  // Files in public/ are Next's to serve, as before.
  publicDir: './src/astro/public',
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  // Beside Next's build, in the same build folder (tests build into their own): built after `next build`,
  // which empties that folder first.
  outDir: `${process.env.NEXT_DIST_DIR || '.next'}/astro`,
  integrations: [react(), pages, shortClassNames(), islandClasses()],
  // One address per page, as Next has it: `/about/` is moved to `/about` (by Next, which it falls to).
  trailingSlash: 'never',
  // Links are plain: nothing is fetched before the visitor follows one (decision 23).
  prefetch: false,
  // Every page's CSS inlined in its <style> (issue 54): no stylesheet request holds the first paint, and the
  // HTML and CSS of a content page arrive in the first round trips (style-src allows inline style).
  build: { inlineStylesheets: 'always' },
  devToolbar: { enabled: false },
  fonts: [
    {
      // The site's one typeface, self-hosted from an npm package: nothing is fetched at build or run time.
      provider: fontProviders.local(),
      name: 'Source Sans 3',
      cssVariable: '--font-body',
      // Ending with system-ui, Astro sizes a fallback face to this typeface for each system's own (Roboto on
      // Android, Segoe UI, Helvetica Neue, Arial): text shown before the font arrives keeps its place when it
      // does. Ending with sans-serif, only Arial was sized, and Android has no font that `local()` finds by
      // that name (decision 40).
      fallbacks: ['Roboto', 'Segoe UI', 'Arial', 'system-ui'],
      options: {
        // The package's Latin file cut to the characters the pages write, in two files (src/styles/body-font.mjs):
        // the text file first, which the pages preload (src/astro/layouts/Page.astro), then the accents.
        variants: BODY_FONT_FILES.map(({ file, unicodeRange }) => ({
          src: [`./${file}`],
          unicodeRange: unicodeRange.split(', '),
          weight: '200 900',
          style: 'normal',
          display: 'swap',
        })),
      },
    },
  ],
  vite: {
    // Astro's pages read through a Payload instance of their own (src/content/payload.ts): the admin's
    // saves run Next's, whose hooks expire Next's cache.
    define: { __PAYLOAD_INSTANCE__: JSON.stringify('astro') },
    resolve: { dedupe: ['react', 'react-dom'] },
    // What the caches know, one copy per process for Next's cache handler, Next's bundle and this one: Node
    // loads it, no bundle copies it (packages/site-cache).
    ssr: { external: ['@acu/site-cache'] },
    server: {
      proxy: process.env.NEXT_DEV_ORIGIN ? toNextDev(process.env.NEXT_DEV_ORIGIN) : undefined,
      // Builds, databases and test output: never sources.
      watch: {
        ignored: [
          '**/.next*/**',
          '**/.e2e-data/**',
          '**/.int-data/**',
          '**/.bench-*/**',
          '**/data/**',
          '**/test-results/**',
        ],
      },
    },
  },
})
