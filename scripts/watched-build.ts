/**
 * `next build`, watched (docs/decisions/0029-watched-build.md). Next 16's build now and then stops for
 * good while "Collecting page data": its worker waits on a promise that never settles, with nothing
 * left to do, and the build never ends. A build that has said nothing for `stallMs` after that line is
 * stopped (its whole process group) and started again, up to `attempts` times in all.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')

/** The line after which a silent build is taken to have stalled. */
export const STALL_AFTER = 'Collecting page data'
/** How long a build may be silent after that line (it takes seconds; a busy machine, a minute). */
export const STALL_MS = 6 * 60_000

type Run = { ok: true } | { ok: false; stalled: boolean; code: number | null }

/** One run of the command in a process group of its own, its output passed on; stopped when silent too long. */
export function runWatched(command: string, args: string[], stallMs: number, env = process.env): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    let armed = false
    let stalled = false
    let timer: NodeJS.Timeout | undefined
    const arm = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        stalled = true
        console.error(
          `\n  (the build said nothing for ${Math.round(stallMs / 1000)} s after "${STALL_AFTER}": stopping it)`,
        )
        try {
          process.kill(-child.pid!, 'SIGKILL')
        } catch {
          // Already gone.
        }
      }, stallMs)
    }
    const onOutput = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
      to.write(chunk)
      if (!armed && chunk.toString().includes(STALL_AFTER)) armed = true
      if (armed) arm()
    }
    child.stdout.on('data', onOutput(process.stdout))
    child.stderr.on('data', onOutput(process.stderr))
    // Whoever stops this process stops the build with it.
    const stopBuild = () => {
      try {
        process.kill(-child.pid!, 'SIGTERM')
      } catch {
        // Already gone.
      }
    }
    process.once('exit', stopBuild)
    child.on('close', (code) => {
      clearTimeout(timer)
      process.off('exit', stopBuild)
      resolve(code === 0 && !stalled ? { ok: true } : { ok: false, stalled, code })
    })
  })
}

/** Runs the build until it finishes, starting it again after a stall; false when it failed or kept stalling. */
export async function watchedBuild(
  command: string,
  args: string[],
  attempts = 3,
  stallMs = STALL_MS,
): Promise<boolean> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const run = await runWatched(command, args, stallMs)
    if (run.ok) return true
    if (!run.stalled) return false
    if (attempt < attempts) console.error(`  (starting the build again: attempt ${attempt + 1} of ${attempts})`)
  }
  return false
}
