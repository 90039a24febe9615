import { DocumentFrame } from '@/components/layout/document-frame'
import { LibraryPage } from '@/components/library/library-page'
import { documentProps, type DocumentBase } from '@/content/document'
import { getLibraryPage, type LibraryPageView } from '@/content/places'
import { pathOf } from '@/lib/routes'

type Props = DocumentBase & { page: LibraryPageView }

// A document: Next sends no script of its own (docs/decisions/0027-pages-as-documents.md).
export const config = { unstable_runtimeJS: false }

export const getStaticProps = () => documentProps(async () => ({ page: await getLibraryPage('information') }))

/** The information page: its heading and the library's external sites. */
export default function Information({ site, siteUrl, page }: Props) {
  const meta = {
    title: page.title,
    description: page.intro ?? 'Where to find the library catalogue, repository, journals and open courseware.',
    canonical: pathOf('information'),
  }
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={meta}>
      <LibraryPage page={page} id="information" />
    </DocumentFrame>
  )
}
