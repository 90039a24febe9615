import '@/server-only'

import { getAdmissionWindow, type AdmissionWindowView } from './admission-steps'
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

/** Every scholarship in its set order, with who may apply, by when and how. */
const getScholarshipList = cached('scholarships-page', ['scholarships'], async (): Promise<ScholarshipPageItem[]> => {
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
})

export type ScholarshipsPageView = {
  scholarships: ScholarshipPageItem[]
  /** Whether applications are open today, beside the apply link. */
  admissionWindow: AdmissionWindowView | null
}

/** The scholarships page on the day of `nowMs`: the cached list and whether applications are open then. */
export async function getScholarshipsPage(nowMs: number = Date.now()): Promise<ScholarshipsPageView> {
  const [scholarships, admissionWindow] = await Promise.all([getScholarshipList(), getAdmissionWindow(nowMs)])
  return { scholarships, admissionWindow }
}
