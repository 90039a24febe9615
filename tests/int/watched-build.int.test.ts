import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { runWatched, STALL_AFTER, watchedBuild } from '../../scripts/watched-build'

/**
 * The build watcher (scripts/watched-build.ts) against stand-in builds: small Node scripts that print
 * what `next build` prints and then finish, fail, or stall with a child of their own still running.
 */
const script = (body: string) => ['-e', body]

/** A stand-in that stalls the first time (a grandchild keeps running, as Next's worker does) and finishes the next. */
function stallOnce(marker: string, childPidFile: string) {
  return script(`
    const fs = require('node:fs')
    const { spawn } = require('node:child_process')
    console.log('Compiled successfully')
    console.log(${JSON.stringify(STALL_AFTER)} + ' using 1 worker ...')
    if (fs.existsSync(${JSON.stringify(marker)})) { console.log('Generating static pages'); process.exit(0) }
    fs.writeFileSync(${JSON.stringify(marker)}, '')
    const worker = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
    fs.writeFileSync(${JSON.stringify(childPidFile)}, String(worker.pid))
    setInterval(() => {}, 1000)
  `)
}

/** Whether a process runs (a killed one may linger as a zombie until its parent reaps it: not running). */
const running = (pid: number) => {
  try {
    return !/^State:\s+Z/m.test(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
  } catch {
    return false
  }
}

describe('the watched build', () => {
  it('passes a finished build through, and a failed one as failed without trying again', async () => {
    expect(await runWatched(process.execPath, script('console.log("done")'), 1_000)).toEqual({ ok: true })
    const failed = await runWatched(process.execPath, script('process.exit(3)'), 1_000)
    expect(failed).toEqual({ ok: false, stalled: false, code: 3 })
    expect(await watchedBuild(process.execPath, script('process.exit(3)'), 3, 1_000)).toBe(false)
  })

  it('stops a build silent after collecting page data, with its workers, and starts it again', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watched-build-'))
    const marker = path.join(dir, 'tried')
    const childPidFile = path.join(dir, 'worker.pid')
    try {
      expect(await watchedBuild(process.execPath, stallOnce(marker, childPidFile), 2, 1_500)).toBe(true)
      // The first run's worker went with it.
      const worker = Number(fs.readFileSync(childPidFile, 'utf8'))
      await expect.poll(() => running(worker)).toBe(false)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('gives up after the last attempt stalls', async () => {
    const stalls = script(`console.log(${JSON.stringify(STALL_AFTER)}); setInterval(() => {}, 1000)`)
    expect(await watchedBuild(process.execPath, stalls, 2, 500)).toBe(false)
  })

  it('never stops a build that is silent before collecting page data (compiling takes minutes)', async () => {
    const slow = script(`setTimeout(() => console.log('Compiled successfully'), 1500)`)
    expect(await runWatched(process.execPath, slow, 500)).toEqual({ ok: true })
  })
})
