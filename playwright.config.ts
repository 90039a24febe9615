import { defineConfig, devices } from '@playwright/test'

import { suiteServerEnv } from './tests/e2e/server-env'

/**
 * Browser tests against the production build. `npm start` on the suite's own port, database and build
 * folder (so a developer's data is never touched) builds the site and seeds the demo; each worker then
 * serves a copy of both on a port of its own (tests/e2e/fixtures.ts), with PUBLIC_URL set to the
 * address the tests use, as every deployment sets it. (tests/e2e/pictures.spec.ts also starts a server
 * without it, as a local preview runs.) Chromium is Debian's: nothing is downloaded.
 */
const port = Number(process.env.E2E_PORT || 3100)
const origin = `http://127.0.0.1:${port}`
// Per port, so two runs on one machine never share a database or a build.
const dataDir = `.e2e-data/${port}`
const distDir = `.next-e2e-${port}`

/** Area specs with nothing that depends on the window's width, run in the desktop project only. */
const WIDTH_INDEPENDENT = [
  'about',
  'admission-guide',
  'admission-window',
  'admissions-calendar',
  'campus',
  'faculties',
  'legal-pages',
  'lists',
  'lists-people',
  'markup',
  'news-events',
  'observatory',
  'press-contact',
  'process',
  'programmes',
  'sections',
  'seo',
  'start-up',
  'whatsapp',
].map((name) => `**/${name}.spec.ts`)

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/${port}`,
  fullyParallel: false,
  // Two workers on CI's two cores: each has its own server and database, so neither waits for the other.
  workers: 2,
  // None: a test that fails now and then is fixed, not run again.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Room for a slow moment: axe on a long page at phone width took over 30 s when both workers were busy
  // (a CI run failed on it twice). A test that passes takes no longer for it.
  timeout: 60_000,
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'mobile',
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 740 }, hasTouch: true },
      // What these check (content, filters, rules, links, answers) is the same at any width: the desktop
      // project runs them, and phone-axe.spec.ts checks their pages at phone width. About 10 minutes of CI.
      testIgnore: WIDTH_INDEPENDENT,
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && npm start`,
    url: `${origin}/`,
    // A cold build takes about 2 minutes alone, far longer when the machine is busy.
    timeout: 30 * 60_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    env: { PORT: String(port), DATA_DIR: dataDir, NEXT_DIST_DIR: distDir, ...suiteServerEnv(origin) },
  },
})
