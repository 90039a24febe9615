import '@/server-only'

import type { OtherFee } from '@/lib/fee-estimate'

import { cached } from './cache'
import { payloadClient } from './payload'

/**
 * The fees besides tuition, in their set order: the one source of every such amount a page shows
 * (src/lib/fee-estimate.ts says when each falls due).
 */
export const getFees = cached('fees', ['other-fees'], async (): Promise<OtherFee[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'other-fees', pagination: false, depth: 0, sort: 'order' })
  return docs.map((f) => ({
    title: f.title,
    amount: f.amount,
    paidBy: f.paidBy,
    required: Boolean(f.isRequired),
    due: f.due,
    appliesTo: f.appliesTo,
  }))
})

/** The hostel's price per semester, from the hostel page's content. */
export const getHostelPrice = cached('hostel-price', ['hostel-page'], async (): Promise<number> => {
  const payload = await payloadClient()
  const page = await payload.findGlobal({ slug: 'hostel-page', depth: 0 })
  return typeof page.pricePerSemester === 'number' ? page.pricePerSemester : 0
})

/** What a whole-cost estimate needs besides a programme's tuition: the other fees and the hostel's price. */
export type FeeSources = { fees: OtherFee[]; hostelPricePerSemester: number }

export async function getFeeSources(): Promise<FeeSources> {
  const [fees, hostelPricePerSemester] = await Promise.all([getFees(), getHostelPrice()])
  return { fees, hostelPricePerSemester }
}
