/**
 * Scheduled publishing: the admin's "Schedule publish" (news, events, slides) queues one of Payload's
 * jobs with the moment to publish or unpublish; each instance runs the due jobs every minute in its
 * own process (src/jobs/schedule-timer.ts, started by src/instrumentation.ts). Payload's own timer
 * (`jobs.autoRun`) and run route stay off: its timer has no way to hold the lock below for the whole run.
 *
 * Once, not once per instance: Payload claims a job by reading and then marking it, which two
 * instances could both do at the same moment. On PostgreSQL (the only database several instances
 * share) a run first takes an advisory lock; an instance that finds it taken leaves the run to the
 * other. Within one process, runs never overlap. See docs/decisions/0026-scheduled-publishing.md.
 */
import type { Config, Payload } from 'payload'

import { isStaffUser, nobody } from '@/access'
import { env } from '@/env'

/** The lock's number on PostgreSQL: any constant the site alone uses (the start lock is 7_240_215_001). */
const RUN_LOCK_KEY = 7_240_215_002
/** At most this many due jobs a run; the rest wait for the next minute. */
const RUN_LIMIT = 100

let running = false

type Lock = { release: () => Promise<void> } | null

/**
 * A lock across instances under the number `key` (null: another instance holds it): a PostgreSQL
 * advisory lock on a connection of its own; on SQLite, which one process serves, always free. Also
 * taken by the visit counter's writes (src/content/visit-counts.ts).
 */
export async function takeAdvisoryLock(key: number): Promise<Lock> {
  if (env.database.kind !== 'postgres') return { release: async () => undefined }
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: env.database.url, connectionTimeoutMillis: 2_000 })
  await client.connect()
  const [{ locked }] = (await client.query('SELECT pg_try_advisory_lock($1) AS locked', [key])).rows
  if (!locked) {
    await client.end()
    return null
  }
  return {
    release: async () => {
      // Closing the connection releases the lock even should the unlock fail.
      await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined)
      await client.end()
    },
  }
}

/** The run's lock across instances (null: another instance holds it). Exported for its test. */
export const takeRunLock = () => takeAdvisoryLock(RUN_LOCK_KEY)

export type RunResult = { ran: boolean }

/** Runs the jobs that are due, unless a run is already going on here or on another instance. */
export async function runScheduled(payload: Payload): Promise<RunResult> {
  if (running) return { ran: false }
  running = true
  try {
    const lock = await takeRunLock()
    if (!lock) return { ran: false }
    try {
      await payload.jobs.run({ limit: RUN_LIMIT, queue: 'default', silent: true })
      return { ran: true }
    } finally {
      await lock.release()
    }
  } finally {
    running = false
  }
}

/**
 * Payload's jobs settings: jobs are queued by the web team (the admin's "Schedule publish") and run
 * only by src/jobs/schedule-timer.ts; Payload's own run route and timer stay off. The queue is read
 * and changed only through the admin's schedule drawer (Payload's local API).
 */
export const jobs: NonNullable<Config['jobs']> = {
  access: {
    run: () => false,
    queue: ({ req }) => isStaffUser(req.user),
    cancel: ({ req }) => isStaffUser(req.user),
  },
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    // Through the admin's schedule drawer only (server functions on the local API): no REST reads,
    // which would also pass malformed ids to the database.
    access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  }),
}
