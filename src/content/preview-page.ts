import '@/server-only'

import type { IncomingHttpHeaders } from 'node:http'

import { env } from '@/env'
import { isValidSlug } from '@/lib/slug'

import { getAboutPage } from './about'
import { getScreeningPage } from './admission-guide'
import { readForPreview } from './cache'
import { documentProps, itemAnswer, type DocumentBase, type ItemAnswer } from './document'
import { getFacultyPage } from './faculty-page'
import { getHomePage } from './home-page'
import { getDraftDetailPage, type DetailDocumentView } from './news-event-detail'
import { getHostelPage } from './places'
import { draftSlug, previewUser } from './preview'
import { getProcessPage } from './process-page'
import { getProgrammePage } from './programmes'

/**
 * What the admin's Preview button opens besides news and events: the public page a programme, a
 * faculty or a page global shapes, read by the page's own content functions with every latest draft in
 * place of the published content (`readForPreview`). Addressed by the document's id or the global's
 * slug; each read gives the page's own content, or null when there is none.
 */
const READS = {
  programmes: async (slug: string) => {
    const programme = await getProgrammePage(slug)
    return programme && { programme }
  },
  faculties: async (slug: string) => {
    const faculty = isValidSlug(slug) ? await getFacultyPage(slug) : null
    return faculty && { faculty }
  },
  'home-page': async () => ({ home: await getHomePage() }),
  'about-page': async () => ({ about: await getAboutPage() }),
  'admissions-page': async () => ({ view: await getProcessPage() }),
  'admission-guide': async () => ({ view: await getScreeningPage() }),
  'hostel-page': async () => ({ hostel: await getHostelPage() }),
} satisfies Record<string, (slug: string) => Promise<object | null>>

/** A page that can be previewed, by the name the admin's address gives it. */
export type PreviewedPage = keyof typeof READS

/** A previewed page's content: the props of its public page. */
export type PagePreview = {
  [Page in PreviewedPage]: { page: Page; props: DocumentBase & NonNullable<Awaited<ReturnType<(typeof READS)[Page]>>> }
}[PreviewedPage]

const isPreviewedPage = (key: string): key is PreviewedPage => Object.hasOwn(READS, key)

/**
 * The page a preview address (`/preview/<kind>/<id>`) names, read with drafts for a signed-in member of
 * the web team; null for anyone else, and for an address that names no page.
 */
export async function getPagePreview(
  kind: string,
  id: string,
  headers: IncomingHttpHeaders,
): Promise<PagePreview | null> {
  const key = kind === 'page' ? id : kind === 'programmes' || kind === 'faculties' ? kind : ''
  if (!isPreviewedPage(key)) return null
  const user = await previewUser(headers)
  if (!user) return null
  const slug = key === 'programmes' || key === 'faculties' ? await draftSlug(key, id, user) : ''
  if (slug === null) return null
  const props = await readForPreview(async () => {
    const content: object | null = await READS[key](slug)
    return content && (await documentProps(async () => content)).props
  })
  return props ? ({ page: key, props } as PagePreview) : null
}

/** A story's or an event's draft, by its id, as its page will show it (`path` is the preview's address). */
export function getDetailPreview(
  kind: 'news' | 'events',
  id: string,
  path: string,
  headers: IncomingHttpHeaders,
): Promise<ItemAnswer<'detail', DetailDocumentView>> {
  return itemAnswer('detail', path, async () => {
    const view = await getDraftDetailPage(kind, id, headers)
    return view && { ...view, slug: view.found.item.slug || id, origin: env.publicUrl ?? null }
  })
}
