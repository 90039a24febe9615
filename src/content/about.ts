import '@/server-only'

import { getAdmissionWindow, type AdmissionWindowView } from './admission-steps'
import { cached } from './cache'
import { imageView, type ImageView } from './media'
import { payloadClient } from './payload'

/** A pillar of the university's teaching: 'Computing & AI', 'Engineering' … */
export type AboutPillarView = { title: string; text: string }

/** One step of the history: '2023', 'Establishment', a sentence. */
export type AboutMilestoneView = { year: string; title: string; text: string }

/** One figure of the statistics: '94%', 'Graduate employment'. */
export type AboutStatisticView = { value: string; label: string }

/** The founder's profile card. */
export type AboutFounderView = { name: string; role: string; biography: string; image: ImageView | null }

/** What /about (and /about/history) shows of the `about-page` global. Empty texts are ''. */
export type AboutPageView = {
  heroTitle: string
  heroText: string
  heroImage: ImageView | null
  pillars: AboutPillarView[]
  founder: AboutFounderView | null
  timeline: AboutMilestoneView[]
  statistics: AboutStatisticView[]
  callToAction: { title: string; text: string; applyLabel: string; tourLabel: string }
  /** Whether applications are open today, beside the call to action's apply button. */
  admissionWindow: AdmissionWindowView | null
}

const text = (v: string | null | undefined) => (v ?? '').trim()

type AboutContent = Omit<AboutPageView, 'admissionWindow'>

const getAboutContent = cached('about-page', ['about-page', 'media'], async (): Promise<AboutContent> => {
  const payload = await payloadClient()
  const about = await payload.findGlobal({ slug: 'about-page', depth: 1 })
  const founderName = text(about.founder?.name)
  return {
    heroTitle: text(about.heroTitle),
    heroText: text(about.heroText),
    heroImage: imageView(about.heroImage, 'hero'),
    pillars: (about.pillars ?? []).map((p) => ({ title: text(p.title), text: text(p.text) })).filter((p) => p.title),
    founder: founderName
      ? {
          name: founderName,
          role: text(about.founder.role),
          biography: text(about.founder.biography),
          image: imageView(about.founder.image, 'card'),
        }
      : null,
    timeline: (about.timeline ?? [])
      .map((m) => ({ year: text(m.year), title: text(m.title), text: text(m.text) }))
      .filter((m) => m.year || m.title),
    statistics: (about.statistics ?? [])
      .map((s) => ({ value: text(s.value), label: text(s.label) }))
      .filter((s) => s.value && s.label),
    callToAction: {
      title: text(about.callToAction?.title),
      text: text(about.callToAction?.text),
      applyLabel: text(about.callToAction?.applyLabel),
      tourLabel: text(about.callToAction?.tourLabel),
    },
  }
})

/**
 * The about page on the day of `nowMs`: its cached content and whether applications are open then
 * (the day decides, so this is not cached itself).
 */
export async function getAboutPage(nowMs: number = Date.now()): Promise<AboutPageView> {
  const [content, admissionWindow] = await Promise.all([getAboutContent(), getAdmissionWindow(nowMs)])
  return { ...content, admissionWindow }
}
