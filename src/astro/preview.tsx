import type { ComponentType } from 'react'

import type { AstroGlobal } from 'astro'

import { aboutMeta, AboutDocument } from '@/components/about/about-page'
import { ScreeningDocument, screeningMeta } from '@/components/admission-guide/screening-page'
import { FacultyDocument, facultyMeta } from '@/components/faculties/faculty-page'
import { HomeDocument, homeMeta } from '@/components/home/home-page'
import { HOSTEL_META, HostelDocument } from '@/components/hostel/hostel-page'
import type { PageMeta } from '@/components/layout/page-head'
import { PreviewNotice } from '@/components/layout/preview-notice'
import { DetailDocument } from '@/components/news-events/detail-document'
import { detailMeta } from '@/components/news-events/detail-page'
import { ProcessDocument, processMeta } from '@/components/process/process-page'
import { ProgrammeDocument, programmeMeta } from '@/components/programmes/programme-page'
import type { DocumentBase } from '@/content/document'
import { getDetailPreview, getPagePreview, type PagePreview } from '@/content/preview-page'

import { pageTree } from './page-root'
import { itemPage, noPage, type Shown } from './page-request'

/**
 * The admin's "Preview" (`/preview/<kind>/<id>`): a draft as its page will show it, for a signed-in
 * member of the web team (their session cookie); for anyone else, as for an unknown draft, the
 * not-found page. Rendered at each request, never stored, never indexed
 * (docs/decisions/0031-preview-reads-drafts.md).
 */
export async function previewPage(astro: AstroGlobal): Promise<Shown | Response> {
  const kind = astro.params.kind ?? ''
  const id = astro.params.id ?? ''
  const path = astro.url.pathname
  const headers = Object.fromEntries(astro.request.headers)
  astro.response.headers.set('Cache-Control', 'private, no-store')
  astro.response.headers.set('X-Robots-Tag', 'noindex, nofollow')
  if (kind === 'news' || kind === 'events') {
    const answer = await getDetailPreview(kind, id, path, headers)
    return itemPage(astro, answer, (props) => ({
      tree: pageTree((p: typeof props) => <DetailDocument kind={kind} props={p} preview />, props),
      meta: { ...detailMeta(kind, props.detail.slug, props.detail), noindex: true },
    }))
  }
  const preview = await getPagePreview(kind, id, headers)
  return preview ? pageShown(preview) : noPage(astro, path)
}

/** A previewed page as its public address renders it, with the preview's notice above it. */
function pageShown(preview: PagePreview): Shown {
  switch (preview.page) {
    case 'programmes':
      return shown(ProgrammeDocument, preview.props, programmeMeta(preview.props.programme))
    case 'faculties':
      return shown(FacultyDocument, preview.props, facultyMeta(preview.props.faculty))
    case 'home-page':
      return shown(HomeDocument, preview.props, homeMeta(preview.props.site))
    case 'about-page':
      return shown(AboutDocument, preview.props, aboutMeta(preview.props.about))
    case 'admissions-page':
      return shown(ProcessDocument, preview.props, processMeta())
    case 'admission-guide':
      return shown(ScreeningDocument, preview.props, screeningMeta())
    case 'hostel-page':
      return shown(HostelDocument, preview.props, HOSTEL_META)
  }
}

function shown<Props extends DocumentBase>(Document: ComponentType<Props>, props: Props, meta: PageMeta): Shown {
  const Preview = (previewed: Props) => (
    <>
      <aside aria-label="Preview">
        <PreviewNotice />
      </aside>
      <Document {...previewed} />
    </>
  )
  return { tree: pageTree(Preview, props), meta: { ...meta, noindex: true } }
}
