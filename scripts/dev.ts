/**
 * `npm run dev`: Astro's dev server on PORT (3000), with Next's behind it on PORT + 1 (decision 39). Astro
 * answers the pages that have moved to it (src/astro/pages) and its own files; every other request, the
 * admin's and Next's hot reload included, passes through to Next (astro.config.mjs, `server.proxy`). Both
 * reload what changes, and the islands' scripts are built again on each change (scripts/build-islands.mjs
 * --watch): reload the page to run them. Ends all three when one ends or on Ctrl-C.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
const port = Number(process.env.PORT || 3000)
const nextPort = port + 1

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ASTRO_TELEMETRY_DISABLED: '1' }
const servers: ChildProcess[] = [
  spawn(process.execPath, [path.join(root, 'scripts/build-islands.mjs'), '--watch'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn(bin('next'), ['dev', '--port', String(nextPort), '--hostname', '127.0.0.1'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn(bin('astro'), ['dev', '--port', String(port)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, NEXT_DEV_ORIGIN: `http://127.0.0.1:${nextPort}` },
  }),
]

function stopAll(code: number) {
  for (const server of servers) if (server.exitCode === null) server.kill('SIGTERM')
  process.exitCode = code
}
for (const server of servers) server.on('exit', (code) => stopAll(code ?? 0))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0))
