/**
 * The browser tests' `test`: Playwright's, with a server of each worker's own. Every spec imports
 * `test` and `expect` from here, not from '@playwright/test' (ESLint says so).
 *
 * The suite's server (playwright.config.ts's webServer) builds the site and seeds the demo once;
 * each worker then serves a copy of that build on a copy of that database, on its own port and with
 * PUBLIC_URL set to it (tests/e2e/support-server.ts, about 8 s). So a test may change any content
 * (site settings, the slider, a story) and put it back without another worker ever seeing it half
 * changed: no locks between workers, no test waits for another.
 */
import { test as base } from '@playwright/test'

import { suiteServerEnv } from './server-env'
import { startAppServer, workerPort, type AppServer } from './support-server'

export * from '@playwright/test'

export const test = base.extend<object, { workerServer: AppServer }>({
  workerServer: [
    async ({}, provide, workerInfo) => {
      const port = workerPort(workerInfo.parallelIndex)
      const server = await startAppServer({ port, env: suiteServerEnv(`http://127.0.0.1:${port}`) })
      try {
        await provide(server)
      } finally {
        await server.stop()
      }
    },
    // Copying the build and the database, then the server's own start: seconds, minutes on a busy machine.
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ workerServer }, provide) => provide(workerServer.url),
})
