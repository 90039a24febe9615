/**
 * Before the integration tests of one database: build the schema from the
 * committed migrations (as `npm start` does) and seed the demo content, in
 * child processes with that project's environment.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

export default function setup(project: TestProject): () => void {
  const root = path.resolve(import.meta.dirname, '../..')
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...(project.config.env as Record<string, string>),
    NODE_ENV: 'production',
  }
  const dataDir = env.DATA_DIR as string
  fs.rmSync(dataDir, { recursive: true, force: true })
  const teardown = () => fs.rmSync(dataDir, { recursive: true, force: true })
  const tsx = (args: string[]) =>
    execFileSync(path.join(root, 'node_modules/.bin/tsx'), args, {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  // A few attempts, each from scratch: a tsx process now and then ends early on its own
  // (docs/decisions/0006-scripts-prove-they-finished.md); both scripts then exit non-zero.
  for (let attempt = 1; ; attempt++) {
    try {
      tsx(['scripts/migrate.ts', '--fresh'])
      tsx(['src/seed/cli.ts', '--reset'])
      return teardown
    } catch (error) {
      if (attempt >= 3) throw error
      console.error(`Preparing the ${project.name} database failed; trying again from scratch.`)
    }
  }
}
