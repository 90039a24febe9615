import type { GetServerSideProps } from 'next'

import { GALLERY_PATH } from '@/components/gallery/gallery-tabs'
import { GalleryPage } from '@/components/gallery/gallery-page'
import { DocumentFrame } from '@/components/layout/document-frame'
import { requestProps, type DocumentBase } from '@/content/document'
import { getGalleryPage, type GalleryPageView } from '@/content/gallery-page'
import { parsePage } from '@/lib/paging'

type Props = DocumentBase & { gallery: GalleryPageView }

// A document: Next sends no script of its own; the sliders and the lightbox are an island.
export const config = { unstable_runtimeJS: false }

// The category and the page are in the address (?category=&page=), so the tabs and 'Show more' work
// without script: rendered per request. /gallery shows the same page.
export const getServerSideProps: GetServerSideProps<Props> = ({ query, res }) =>
  requestProps(res, async () => ({ gallery: await getGalleryPage(query.category, parsePage(query.page)) }))

export default function Gallery({ site, siteUrl, gallery }: Props) {
  const meta = {
    title: gallery.title,
    description: gallery.intro ?? 'Photographs of the campus, events, sports and student life at the university.',
    // Both gallery addresses show this page; the one in the navigation is canonical.
    canonical: GALLERY_PATH,
  }
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={meta}>
      <GalleryPage gallery={gallery} />
    </DocumentFrame>
  )
}
