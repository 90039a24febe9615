/**
 * Before the integration tests of one database: build the schema from the
 * committed migrations (as `npm start` does) and seed the demo content, in
 * child processes with that project's environment.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

export default function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..')
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...(project.config.env as Record<string, string>),
    NODE_ENV: 'production',
  }
  fs.rmSync(env.DATA_DIR as string, { recursive: true, force: true })
  const run = (bin: string, args: string[]) =>
    execFileSync(path.join(root, 'node_modules/.bin', bin), args, {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  run('payload', ['migrate:fresh', '--force-accept-warning'])
  run('tsx', ['src/seed/cli.ts', '--reset'])
}
