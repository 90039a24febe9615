import '@/server-only'

import { LEGAL_PAGES, type LegalPageName } from '@/lib/legal-pages'
import { toIsoDate } from '@/lib/dates'

import { cached } from './cache'
import { payloadClient } from './payload'
import { richTextToHtml } from './rich-text'

/** A page of the `legal-pages` global: its heading, its text as safe HTML ('' when none) and its review day. */
export type LegalPageView = {
  name: LegalPageName
  title: string
  html: string
  /** YYYY-MM-DD, or '' when never set. */
  lastReviewed: string
}

/** One of /privacy, /accessibility and /disclaimer; a page never written keeps its default heading. */
export const getLegalPage = cached(
  'legal-page',
  ['legal-pages'],
  async (name: LegalPageName): Promise<LegalPageView> => {
    const payload = await payloadClient()
    const global = await payload.findGlobal({ slug: 'legal-pages', depth: 0 })
    const page = global[name]
    return {
      name,
      title: page?.title?.trim() || LEGAL_PAGES[name].title,
      html: richTextToHtml(page?.body),
      lastReviewed: toIsoDate(page?.lastReviewed),
    }
  },
)
