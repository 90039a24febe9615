/**
 * Each minute, asks this instance to run the publishing the web team scheduled
 * (src/jobs/scheduled-publishing.ts), through its own HTTP server so the run happens inside a request,
 * where Next can expire the cached pages it changes. The key is made here at each start and handed
 * to the app through the environment (the app runs in this same process), so only this process can
 * call the route. SCHEDULE_EVERY_MS changes the pace (the browser tests use a few seconds).
 */
import { randomBytes } from 'node:crypto'

import { logger } from './request-log.mjs'

export const SCHEDULER_KEY = randomBytes(32).toString('hex')
process.env.SCHEDULER_KEY = SCHEDULER_KEY

const EVERY_MS = Number(process.env.SCHEDULE_EVERY_MS) > 0 ? Number(process.env.SCHEDULE_EVERY_MS) : 60_000

/**
 * The origin this process's own server answers on, for its calls to itself (here and
 * scripts/visit-counter.mjs): this machine's address when it listens on every interface.
 */
export function selfOrigin(host, port) {
  const self = ['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host
  return `http://${self.includes(':') ? `[${self}]` : self}:${port}`
}

/** Starts the minute's call; returns a function that stops it. */
export function startScheduler(host, port) {
  const url = `${selfOrigin(host, port)}/api/scheduled-publishing/run`
  let busy = false
  const timer = setInterval(async () => {
    if (busy) return
    busy = true
    try {
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'X-Scheduler-Key': SCHEDULER_KEY },
        signal: AbortSignal.timeout(EVERY_MS * 5),
      })
      if (!answer.ok) logger.warn({ msg: 'scheduled publishing did not run', status: answer.status })
      await answer.text()
    } catch (error) {
      logger.warn({ msg: 'scheduled publishing could not be called', err: error })
    } finally {
      busy = false
    }
  }, EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
