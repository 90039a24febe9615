/**
 * `npm run check`, the fast lane: typecheck (TypeScript, and Astro's pages), lint, format check and unit
 * tests, run side by side (they do not depend on each other), each through its own npm script. TypeScript,
 * lint and the format check keep caches under node_modules/.cache, so a second run only looks again at
 * what changed.
 *
 * Each part's output is printed as a block once it ends, then a summary with the times; the exit
 * code is 1 when any part failed.
 */
import { spawn } from 'node:child_process'

const PARTS = ['typecheck', 'typecheck:astro', 'lint', 'lint:openapi', 'format:check', 'test:unit']

/** Runs `npm run <script>`, collecting its output: { script, code, seconds, output }. */
function run(script) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const done = (code) => {
      const result = { script, code, seconds: (Date.now() - started) / 1000, output }
      const mark = code === 0 ? '✓' : '✗'
      process.stdout.write(`\n── ${mark} ${script} (${result.seconds.toFixed(1)} s) ──\n${output.trimEnd()}\n`)
      resolve(result)
    }
    child.on('error', (error) => {
      output += `${error.message}\n`
      done(1)
    })
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)))
  })
}

const started = Date.now()
const results = await Promise.all(PARTS.map(run))
const failed = results.filter((r) => r.code !== 0)
console.log(`\n── check: ${((Date.now() - started) / 1000).toFixed(1)} s ──`)
for (const r of results) console.log(`  ${r.code === 0 ? '✓' : '✗'} ${r.script.padEnd(13)} ${r.seconds.toFixed(1)} s`)
if (failed.length) console.log(`\nFailed: ${failed.map((r) => r.script).join(', ')}`)
process.exit(failed.length ? 1 : 0)
