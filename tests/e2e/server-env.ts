import { E2E_ADMIN } from './e2e-admin'

/**
 * What the browser tests' servers are started with besides their port, data and build folders: the
 * suite's server (playwright.config.ts) and each worker's own (tests/e2e/fixtures.ts) alike.
 */
export function suiteServerEnv(origin: string): Record<string, string> {
  return {
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    DATABASE_URL: '',
    // As every deployment runs: links, cookies and the Origin check on the address the tests use.
    PUBLIC_URL: origin,
    // With PUBLIC_URL the server would listen on every interface; the tests need this machine only.
    HOST: '127.0.0.1',
    // Problems only: a line for each of the suite's requests would bury the test report.
    LOG_LEVEL: 'warn',
    // Scheduled publishing runs every 2 s instead of every minute (src/jobs/schedule-timer.ts).
    SCHEDULE_EVERY_MS: '2000',
    // Visit counts are written every second instead of every minute (tests/e2e/visits-dashboard.spec.ts).
    VISIT_FLUSH_MS: '1000',
  }
}
