import '@/server-only'

import { orNull } from '@/lib/text'

import { cached } from './cache'
import { payloadClient } from './payload'

/** One centre of excellence as its card shows it. */
export type CentreView = {
  name: string
  tagline: string
  location: string
  initiatives: string[]
  url: string | null
}

/** One step of the application process. */
export type ApplicationStepView = { title: string; text: string | null }

/** The words of /admissions/process. */
export type ApplicationProcessView = {
  before: ApplicationStepView[]
  after: ApplicationStepView[]
  rules: string | null
}

/** The centres of excellence in their set order. */
export const getCentres = cached('centres', ['centres'], async (): Promise<CentreView[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'centres', pagination: false, depth: 0, sort: 'order' })
  return docs.map((c) => ({
    name: c.name,
    tagline: c.tagline,
    location: c.location,
    initiatives: (c.initiatives ?? []).map((i) => i.text),
    url: orNull(c.url),
  }))
})

/** The before/after steps and the rule text of the application process. */
export const getApplicationProcess = cached(
  'application-process',
  ['admissions-page'],
  async (): Promise<ApplicationProcessView> => {
    const payload = await payloadClient()
    const page = await payload.findGlobal({ slug: 'admissions-page', depth: 0 })
    const steps = (list: typeof page.beforeSteps) => (list ?? []).map((s) => ({ title: s.title, text: orNull(s.text) }))
    return { before: steps(page.beforeSteps), after: steps(page.afterSteps), rules: orNull(page.rules) }
  },
)
