/**
 * Where the production server hands over what it counted since its last write (scripts/visit-counter.mjs,
 * every VISIT_FLUSH_MS): `POST` `{ entries: [...] }` with the key it made at start (VISIT_FLUSH_KEY, so
 * only this process can call it). The entries go to the database through src/content/visit-counts.ts.
 * 200 when written; 409 when another instance is writing (the server keeps its batch for next time);
 * 400 for a malformed batch; 404 without the key; 503 when the database failed.
 */
import { timingSafeEqual } from 'node:crypto'

import { flushVisitCounts } from '@/content/visit-counts'
import { env } from '@/env'
import { parseVisitEntries } from '@/lib/visit-batch.mjs'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

/** Whether a call carries this process's own key. */
function keyMatches(given: string | null): boolean {
  const expected = env.visitFlushKey
  if (!expected || !given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

const answer = (status: number, body: unknown) => Response.json(body, { status, headers: NO_STORE })

export async function POST(request: Request) {
  if (!keyMatches(request.headers.get('x-visit-flush-key'))) return answer(404, { errors: [{ message: 'Not found.' }] })
  const entries = parseVisitEntries(await request.json().catch(() => null))
  if (!entries) return answer(400, { errors: [{ message: 'Send { entries: [...] } of well-formed visit counts.' }] })
  try {
    const result = await flushVisitCounts(entries, Date.now())
    return answer(result.written ? 200 : 409, result)
  } catch (error) {
    console.error('[visits] writing the counts failed:', error instanceof Error ? error.message : error)
    return answer(503, { errors: [{ message: 'The visit counts could not be written.' }] })
  }
}
