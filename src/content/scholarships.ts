import '@/server-only'

import { cached } from './cache'
import { payloadClient } from './payload'

export type ScholarshipPageItem = {
  name: string
  description: string | null
  tuition: number
  hostel: number
  feeding: number
  eligibility: string | null
  deadline: string | null
  howToApply: string | null
}

const text = (value: string | null | undefined) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/** The scholarships page: every scholarship in its set order, with who may apply, by when and how. */
export const getScholarshipsPage = cached(
  'scholarships-page',
  ['scholarships'],
  async (): Promise<ScholarshipPageItem[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'scholarships', pagination: false, depth: 0, sort: 'order' })
    return docs.map((s) => ({
      name: s.name,
      description: text(s.description),
      tuition: s.tuitionPercentage,
      hostel: s.hostelPercentage,
      feeding: s.feedingPercentage,
      eligibility: text(s.eligibility),
      deadline: text(s.deadline),
      howToApply: text(s.howToApply),
    }))
  },
)
