import node from '@astrojs/node'
import react from '@astrojs/react'
import { defineConfig, fontProviders, memoryCache } from 'astro/config'

import intentDirective from './src/directives/integration.mjs'
import { aliases, MAIN, picturesFromNextBuild } from './spike-vite.mjs'

const FONT = `${MAIN}/node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2`

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), intentDirective()],
  // Astro 7's route cache: pages say how long they keep (Astro.cache.set) and under which tags.
  cache: { provider: memoryCache({ max: 2000 }) },
  server: { host: '127.0.0.1', port: Number(process.env.PORT || 4330) },
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Source Sans 3',
      cssVariable: '--font-body',
      fallbacks: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
      options: { variants: [{ src: [FONT], weight: '200 900', style: 'normal' }] },
    },
  ],
  vite: {
    plugins: [picturesFromNextBuild()],
    resolve: { alias: aliases, dedupe: ['react', 'react-dom'] },
    server: { fs: { allow: [MAIN, '.'] } },
  },
})
