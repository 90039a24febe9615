import type { IncomingHttpHeaders } from 'node:http'

import type { GetServerSideProps } from 'next'
import Head from 'next/head'
import { createElement, type ComponentType } from 'react'

import { isMissing, NotFoundDocument } from '@/components/layout/not-found-document'
import { PreviewNotice } from '@/components/layout/preview-notice'
import { DetailDocument, type DetailProps } from '@/components/news-events/detail-document'
import { getAboutPage } from '@/content/about'
import { getScreeningPage } from '@/content/admission-guide'
import { readForPreview } from '@/content/cache'
import { documentProps, itemOrNotFound, notFoundProps, type MissingProps } from '@/content/document'
import { getFacultyPage } from '@/content/faculty-page'
import { getHomePage } from '@/content/home-page'
import { getDraftDetailPage } from '@/content/news-event-detail'
import { getHostelPage } from '@/content/places'
import { draftSlug, previewUser } from '@/content/preview'
import { getProcessPage } from '@/content/process-page'
import { getProgrammePage } from '@/content/programmes'
import { env } from '@/env'
import { isValidSlug } from '@/lib/slug'

// The public pages' components; their data is read below as their own getStaticProps reads it
// (Next keeps a page's getStaticProps to that page).
import AboutPage from '../../about'
import ProcessPage from '../../admissions/process'
import ScreeningPage from '../../admissions/screening'
import ProgrammePage from '../../course/[slug]'
import FacultyPage from '../../faculty/[slug]'
import HostelPage from '../../hostel'
import HomePage from '../../index'

// A document: Next sends no script of its own.
export const config = { unstable_runtimeJS: false }

/**
 * What the admin's Preview button opens, besides news and events: the public page a programme, a
 * faculty or a page global shapes, rendered by that page's component from the same content functions,
 * with every latest draft in place of the published content (`readForPreview`). Addressed by the
 * document's id or the global's slug; each reads the page's own props, or null when there is none.
 * (Only getServerSideProps uses READS, so Next leaves the content code out of the browser's bundle.)
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
type PageKey = keyof typeof READS

/** Each previewed page's component, the one its public address renders. */
const PAGES: Record<PageKey, ComponentType<never>> = {
  programmes: ProgrammePage,
  faculties: FacultyPage,
  'home-page': HomePage,
  'about-page': AboutPage,
  'admissions-page': ProcessPage,
  'admission-guide': ScreeningPage,
  'hostel-page': HostelPage,
}

type Props =
  | { of: 'detail'; kind: 'news' | 'events'; detail: DetailProps }
  | { of: 'page'; page: PageKey; props: object }
  | MissingProps

const isPageKey = (key: string): key is PageKey => Object.hasOwn(READS, key)

/** The page a preview address names, read with drafts for a signed-in member of the web team; else null. */
async function pagePreview(kind: string, id: string, headers: IncomingHttpHeaders) {
  const key = kind === 'page' ? id : kind === 'programmes' || kind === 'faculties' ? kind : ''
  if (!isPageKey(key)) return null
  const user = await previewUser(headers)
  if (!user) return null
  const slug = key === 'programmes' || key === 'faculties' ? await draftSlug(key, id, user) : ''
  if (slug === null) return null
  const props = await readForPreview(async () => {
    const content: object | null = await READS[key](slug)
    return content && (await documentProps(async () => content)).props
  })
  return props ? { page: key, props } : null
}

/**
 * The admin's "Preview": a draft as its page will show it, for a signed-in member of the web team
 * (their session cookie); for anyone else, as for an unknown draft, the not-found page. Rendered at
 * each request, never stored, never indexed.
 */
export const getServerSideProps: GetServerSideProps<Props> = async ({ params, req, res, resolvedUrl }) => {
  const kind = String(params?.kind ?? '')
  const id = String(params?.id ?? '')
  const path = new URL(resolvedUrl, 'http://site').pathname
  res.setHeader('Cache-Control', 'private, no-store')
  res.setHeader('X-Robots-Tag', 'noindex, nofollow')
  if (kind === 'news' || kind === 'events') {
    const read = async () => {
      const view = await getDraftDetailPage(kind, id, req.headers)
      return view && { ...view, slug: view.found.item.slug || id, origin: env.publicUrl ?? null }
    }
    const answer = await itemOrNotFound('detail', path, read, res)
    return 'props' in answer ? { props: { of: 'detail', kind, detail: await answer.props } } : answer
  }
  const page = await pagePreview(kind, id, req.headers)
  return page ? { props: { of: 'page', ...page } } : notFoundProps(path, res)
}

export default function Preview(props: Props) {
  if (isMissing(props)) return <NotFoundDocument {...props} />
  if (props.of === 'detail') return <DetailDocument kind={props.kind} props={props.detail} preview />
  const Page = PAGES[props.page] as ComponentType<object>
  return (
    <>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <aside aria-label="Preview">
        <PreviewNotice />
      </aside>
      {createElement(Page, props.props)}
    </>
  )
}
