/**
 * The one runner of the scheduled publishing on each instance: every SCHEDULE_EVERY_MS (a minute by
 * default) it runs the jobs that are due (src/jobs/scheduled-publishing.ts) in this process, through
 * the Payload instance Next's admin uses. Started once by Next's instrumentation hook
 * (src/instrumentation.ts) when the server starts. A run outside a request expires what it changes as
 * an editor's save does: the hooks expire the data cache directly (src/hooks/revalidate.ts).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { env } from '@/env'

import { runScheduled } from './scheduled-publishing'

/** Starts the runs, for as long as the process lives. */
export function startScheduledPublishing(): void {
  // Never what keeps the process alive: the server stops on SIGTERM without waiting for the next run.
  setInterval(runOnce, env.scheduleEveryMs).unref()
}

async function runOnce() {
  const payload = await getPayload({ config }).catch((error: unknown) => {
    console.error('[scheduled publishing] Payload could not start:', error instanceof Error ? error.message : error)
  })
  if (!payload) return
  // A run that failed (the database gone) is tried again at the next tick: the jobs stay queued.
  await runScheduled(payload).catch((error: unknown) =>
    payload.logger.error({ event: 'scheduled.failed', err: error }, 'Scheduled publishing could not run'),
  )
}
