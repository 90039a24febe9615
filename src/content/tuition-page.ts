import '@/server-only'

import { cached } from './cache'
import { payloadClient } from './payload'

export type TuitionFaqView = { question: string; answer: string }

/** The tuition FAQ of the admissions-page global. */
export const getTuitionFaq = cached('tuition-faq', ['admissions-page'], async (): Promise<TuitionFaqView[]> => {
  const payload = await payloadClient()
  const page = await payload.findGlobal({ slug: 'admissions-page', depth: 0 })
  return (page.tuitionFaq ?? []).map((f) => ({ question: f.question, answer: f.answer }))
})
