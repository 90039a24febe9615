import path from 'node:path'

import { defineConfig } from 'vitest/config'

/**
 * Two kinds of Vitest tests:
 * - unit: the pure rules in src/lib and packages/, beside their code (`*.test.ts`);
 * - int: tests/int against a throwaway database that tests/support/int-setup.ts
 *   migrates and seeds: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set.
 */
const root = import.meta.dirname
const alias = {
  '@/': path.join(root, 'src') + '/',
  '@payload-config': path.join(root, 'src/payload.config.ts'),
  'server-only': path.join(root, 'tests/support/server-only.ts'),
}

/** The seed's clock for the integration tests: a Tuesday morning in Lagos, in the first semester. */
export const SEED_NOW = '2026-11-17T09:40:00+01:00'

const intProject = (name: string, databaseUrl: string, smtpPort: number) => ({
  resolve: { alias },
  test: {
    name,
    include: ['tests/int/**/*.int.test.ts'],
    globalSetup: ['tests/support/int-setup.ts'],
    fileParallelism: false,
    // One module registry for the project's files, one after another: Payload and the config are loaded
    // once, not once a file (about 4 s each). A file sets nothing another reads: the environment is this.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: {
      // Per run as well as per database, so two runs on one machine never share (or wipe) a database;
      // tests/support/int-setup.ts removes it when the run ends.
      DATA_DIR: path.join(root, '.int-data', `${name}-${process.pid}`),
      DATABASE_URL: databaseUrl,
      PAYLOAD_SECRET: 'integration-tests-secret-0123456789abcdef',
      ADMIN_EMAIL: 'admin@int.test',
      ADMIN_PASSWORD: 'int-admin-password-123',
      // The demo's dates hang on this moment, not on the day the tests run (see tests/int/dates.int.test.ts).
      SEED_NOW: SEED_NOW,
      // E-mail on, to an SMTP server tests/int/email.int.test.ts starts on this port (one per
      // project, as the two projects run side by side); elsewhere nothing listens and sending fails.
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      SMTP_FROM: 'Website <web@int.test>',
      // The key scripts/visit-counter.mjs makes at each start, for the route only the server itself calls.
      VISIT_FLUSH_KEY: 'int-tests-visit-flush-key-0123456789abcdef',
    },
  },
})

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['src/**/*.test.ts', 'packages/**/*.test.ts'], environment: 'node' },
      },
      intProject('int-sqlite', '', 42525),
      ...(process.env.TEST_DATABASE_URL ? [intProject('int-postgres', process.env.TEST_DATABASE_URL, 42526)] : []),
    ],
  },
})
