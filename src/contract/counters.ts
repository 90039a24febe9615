/**
 * The publication counters: PUT academic/update/View/count/{EntryID} and
 * PUT academic/update/download/count/{EntryID}. One count per client, per
 * publication and kind within 10 minutes; more than 60 counter calls a minute
 * from one client are refused with 429. The rules' state lives in the database, so every
 * instance of the site agrees (src/content/counters.ts, src/lib/click-guard.ts).
 */
import '@/server-only'

import {
  databaseClickStore,
  getPublicationCounts,
  incrementPublicationCount,
  type CounterKind,
} from '@/content/counters'
import { CLICK_RULES, ClickGuard } from '@/lib/click-guard'

import { ENTRY_ID, type Endpoint } from './endpoints'
import { PublicationCounts } from './schemas'

const guard = new ClickGuard(databaseClickStore, CLICK_RULES)

function counter(path: string, kind: CounterKind): Endpoint {
  return {
    method: 'PUT',
    path,
    summary: `Count one ${kind} of a publication (once per client within 10 minutes)`,
    params: { EntryID: ENTRY_ID },
    response: PublicationCounts,
    handle: async ({ EntryID }, client) => {
      const id = Number(EntryID)
      const verdict = await guard.check(client, `${kind}:${id}`)
      if (verdict.kind === 'flood') {
        return Response.json(
          { error: 'Too many counter calls; try again shortly.' },
          { status: 429, headers: { 'Retry-After': String(verdict.retryAfterSeconds) } },
        )
      }
      try {
        const counts =
          verdict.kind === 'count' ? await incrementPublicationCount(id, kind) : await getPublicationCounts(id)
        if (!counts) {
          if (verdict.at) await guard.forget(client, `${kind}:${id}`, verdict.at)
          return { status: 404, body: { error: `No publication with EntryID ${id}` } }
        }
        return {
          status: 200,
          body: { EntryID: counts.id, ViewCount: counts.views, DownloadCount: counts.downloads },
        }
      } catch (error) {
        if (verdict.at) await guard.forget(client, `${kind}:${id}`, verdict.at).catch(() => undefined)
        throw error
      }
    },
  }
}

export const counterEndpoints: Endpoint[] = [
  counter('academic/update/View/count/{EntryID}', 'view'),
  counter('academic/update/download/count/{EntryID}', 'download'),
]
