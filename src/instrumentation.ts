/**
 * Next calls `register` once when its server starts (`npm start`, `npm run dev`): the scheduled
 * publishing starts running here, inside the app, with no call to the server's own address
 * (src/jobs/schedule-timer.ts, docs/decisions/0026-scheduled-publishing.md).
 */
import { PHASE_PRODUCTION_BUILD } from 'next/constants'

export async function register() {
  // Not in the edge runtime (no database there), and not while `next build` renders pages.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return
  const { startScheduledPublishing } = await import('./jobs/schedule-timer')
  startScheduledPublishing()
}
