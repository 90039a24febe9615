/**
 * The demo's visit counts (src/seed/demo/visits.ts), so a fresh demo's visits dashboard is not empty.
 * Written through the counts' own door for writing (src/content/visit-counts.ts), 200 rows a statement:
 * one local API call per row took about 10 s of the seed.
 */
import type { Payload } from 'payload'

import { addVisitCounts } from '@/content/visit-counts'
import { lagosToday } from '@/lib/calendar'

import { demoVisitCounts } from './demo/visits'

/** The demo's most viewed programmes, the most first, by code. */
const POPULAR = ['NSC-BNSC', 'CSC-BSC', 'LAW-LLB', 'ACC-BSC']

/** Ninety days of counts ending on the seed's day; answers how many rows were written. */
export async function seedVisitCounts(payload: Payload, now: Date): Promise<number> {
  const { docs } = await payload.find({
    collection: 'programmes',
    where: { code: { in: POPULAR } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const slugs = POPULAR.flatMap((code) => docs.find((d) => d.code === code)?.slug ?? [])
  const tallies = demoVisitCounts(lagosToday(now.getTime()), slugs)
  await addVisitCounts(payload, tallies)
  return tallies.length
}
