import '@/server-only'

import { PAGE_TEXT_DEFAULTS } from '@/globals/page-texts-defaults'

import { orNull } from '@/lib/text'

import { cached } from './cache'
import { payloadClient } from './payload'

type Titled = { title: string; intro: string | null }

/** The fixed words of pages without a collection of their own (the page-texts global). */
export type PageTextsView = {
  sections: {
    academics: string
    admissions: string
    resources: string
    /** Words under each page link of a section page, by the link's path. */
    blurbs: Record<string, string>
  }
  centres: { title: string; subtitle: string; whyTitle: string; highlights: Array<{ title: string; text: string }> }
  leadership: Titled & { searchPlaceholder: string; emptyText: string }
  gallery: Titled
  portals: Titled & { emptyText: string }
  /** The library page also says where the library is, when it opens (one line each) and its rules. */
  library: Titled & { location: string | null; hours: string[]; rules: string[] }
  information: Titled
  search: Titled
}

/** The non-empty lines of a text typed one entry a line. */
const lines = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)

export const getPageTexts = cached('page-texts', ['page-texts'], async (): Promise<PageTextsView> => {
  const payload = await payloadClient()
  const saved = await payload.findGlobal({ slug: 'page-texts', depth: 0 })
  // Never saved (a database from before this global): the defaults, which the seed also writes.
  const t = saved.updatedAt ? saved : PAGE_TEXT_DEFAULTS
  const titled = (g: { title: string; intro?: string | null }): Titled => ({ title: g.title, intro: orNull(g.intro) })
  return {
    sections: {
      academics: t.sections.academicsIntro,
      admissions: t.sections.admissionsIntro,
      resources: t.sections.resourcesIntro,
      blurbs: Object.fromEntries((t.sections.blurbs ?? []).map((b) => [b.path, b.text])),
    },
    centres: {
      title: t.centres.title,
      subtitle: t.centres.subtitle,
      whyTitle: t.centres.whyTitle,
      highlights: (t.centres.highlights ?? []).map((h) => ({ title: h.title, text: h.text })),
    },
    leadership: {
      ...titled(t.leadership),
      searchPlaceholder: t.leadership.searchPlaceholder,
      emptyText: t.leadership.emptyText,
    },
    gallery: titled(t.gallery),
    portals: { ...titled(t.portals), emptyText: t.portals.emptyText },
    library: {
      ...titled(t.library),
      location: orNull(t.library.location),
      hours: lines(t.library.hours),
      rules: lines(t.library.rules),
    },
    information: titled(t.information),
    search: titled(t.search),
  }
})
