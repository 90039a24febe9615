import '@/server-only'

import { getProgrammesWithTuition } from './academics'
import { cached } from './cache'
import { getFees } from './fees'
import { payloadClient } from './payload'

export type TuitionFaqView = { question: string; answer: string }

/** The tuition FAQ of the admissions-page global. */
export const getTuitionFaq = cached('tuition-faq', ['admissions-page'], async (): Promise<TuitionFaqView[]> => {
  const payload = await payloadClient()
  const page = await payload.findGlobal({ slug: 'admissions-page', depth: 0 })
  return (page.tuitionFaq ?? []).map((f) => ({ question: f.question, answer: f.answer }))
})

/** Everything the tuition page shows: each programme with its tuition, the other fees and the questions. */
export async function getTuitionPage() {
  const [programmes, fees, faq] = await Promise.all([getProgrammesWithTuition(), getFees(), getTuitionFaq()])
  return { programmes, fees, faq }
}

export type TuitionPageView = Awaited<ReturnType<typeof getTuitionPage>>
