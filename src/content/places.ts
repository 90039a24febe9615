import '@/server-only'

import { feeSummary, type FeeSummary } from '@/lib/fee-estimate'
import { filterPortalTiles, parsePortalFilter, type PortalFilter } from '@/lib/portal-filter'

import { getAdmissionWindow, type AdmissionWindowView } from './admission-steps'
import { cached } from './cache'
import { getFees } from './fees'
import { imageView, type ImageView } from './media'
import { getPageTexts } from './page-texts'
import { payloadClient } from './payload'
import { getSite } from './site'

// ---------------------------------------------------------------- portals

export type PortalTileView = {
  id: number
  name: string
  description: string | null
  categories: Array<Exclude<PortalFilter, 'all'>>
  url: string
}

export type PortalsPageView = {
  title: string
  intro: string | null
  emptyText: string
  admissionSite: string | null
  filter: PortalFilter
  /** Every tile; the page shows those of the filter. */
  tiles: PortalTileView[]
  /** The tiles of the filter, in order. */
  shown: PortalTileView[]
}

const getPortalTiles = cached('places-portal-tiles', ['portal-tiles'], async (): Promise<PortalTileView[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({ collection: 'portal-tiles', pagination: false, depth: 0, sort: 'order' })
  return docs.map((t) => ({
    id: t.id,
    name: t.name,
    description: t.description?.trim() || null,
    categories: [...(t.categories ?? [])],
    url: t.url,
  }))
})

/** The portals directory under the filter asked for in the address (anything unknown means all). */
export async function getPortalsPage(filterParam: unknown): Promise<PortalsPageView> {
  const [texts, tiles, site] = await Promise.all([getPageTexts(), getPortalTiles(), getSite()])
  const filter = parsePortalFilter(filterParam)
  return {
    title: texts.portals.title,
    intro: texts.portals.intro,
    emptyText: texts.portals.emptyText,
    admissionSite: site.links.admissionSite,
    filter,
    tiles,
    shown: filterPortalTiles(tiles, filter),
  }
}

// ---------------------------------------------------------------- hostel

export type HostelView = {
  name: string
  gender: 'Male' | 'Female'
  description: string | null
  image: ImageView | null
}

export type HostelPageView = {
  intro: string
  pricePerSemester: number
  hostels: HostelView[]
  amenities: string[]
  questions: Array<{ question: string; answer: string }>
  admissionSite: string | null
  /** The other fees charged to hostel residents (the caution deposit), from the fees list. */
  residentFees: FeeSummary[]
  /** Whether applications are open today, beside the apply link. */
  admissionWindow: AdmissionWindowView | null
}

const getHostelContent = cached(
  'places-hostel',
  ['hostel-page', 'media'],
  async (): Promise<Omit<HostelPageView, 'admissionSite' | 'residentFees' | 'admissionWindow'>> => {
    const payload = await payloadClient()
    const h = await payload.findGlobal({ slug: 'hostel-page', depth: 1 })
    return {
      intro: h.intro,
      pricePerSemester: h.pricePerSemester,
      hostels: (h.hostels ?? []).map((x) => ({
        name: x.name,
        gender: x.gender,
        description: x.description?.trim() || null,
        image: imageView(x.image, 'card'),
      })),
      amenities: (h.amenities ?? []).map((a) => a.text.trim()).filter(Boolean),
      questions: (h.questions ?? []).map((q) => ({ question: q.question, answer: q.answer })),
    }
  },
)

/** The hostel page: the halls, amenities, questions, price and where to apply. */
export async function getHostelPage(nowMs: number = Date.now()): Promise<HostelPageView> {
  const [content, site, fees, admissionWindow] = await Promise.all([
    getHostelContent(),
    getSite(),
    getFees(),
    getAdmissionWindow(nowMs),
  ])
  const residentFees = fees.filter((f) => f.appliesTo === 'hostel').map(feeSummary)
  return { ...content, admissionSite: site.links.admissionSite, residentFees, admissionWindow }
}

// ---------------------------------------------------------------- library and information

export type LibraryPageView = {
  title: string
  intro: string | null
  /** The library's external sites that are set, in a fixed order; empty ones are left out. */
  links: Array<{ label: string; href: string }>
  /** The library page only: where the library is, its opening hours and its rules (empty ones are not shown). */
  visit: { location: string | null; hours: string[]; rules: string[] } | null
}

/**
 * The library or information page: its heading, the library's external sites from the site settings and,
 * on the library page, where and when to visit and the library's rules (page texts).
 */
export async function getLibraryPage(kind: 'library' | 'information'): Promise<LibraryPageView> {
  const [texts, site] = await Promise.all([getPageTexts(), getSite()])
  const { libraryCatalogue, repository, journals, openCourseware } = site.links
  const links = [
    { label: 'Library catalogue', href: libraryCatalogue },
    { label: 'Institutional repository', href: repository },
    { label: 'Journals', href: journals },
    { label: 'Open courseware', href: openCourseware },
  ].flatMap((l) => (l.href ? [{ label: l.label, href: l.href }] : []))
  const library = texts.library
  const visit =
    kind === 'library' && (library.location || library.hours.length > 0 || library.rules.length > 0)
      ? { location: library.location, hours: library.hours, rules: library.rules }
      : null
  return { title: texts[kind].title, intro: texts[kind].intro, links, visit }
}
