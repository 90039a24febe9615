import type { GetStaticPaths, GetStaticProps } from 'next'

import { FacultyPage } from '@/components/faculties/faculty-page'
import { DocumentFrame } from '@/components/layout/document-frame'
import { itemProps, type DocumentBase } from '@/content/document'
import { getFacultyPage, type FacultyPageView } from '@/content/faculty-page'
import { routes } from '@/lib/routes'
import { isValidSlug } from '@/lib/slug'
import { htmlToText, truncate } from '@/lib/text'

type Props = DocumentBase & { faculty: FacultyPageView }

// A document: Next sends no script of its own; the programme search is an island.
export const config = { unstable_runtimeJS: false }

// Each faculty's page is rendered at its first request and kept until an edit.
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' })

export const getStaticProps: GetStaticProps<Props, { slug: string }> = ({ params }) => {
  const slug = params?.slug ?? ''
  // A renamed faculty's old address moves for good; an unknown or ambiguous one goes to the home page.
  const read = async () => (isValidSlug(slug) ? getFacultyPage(slug) : null)
  return itemProps('faculty', routes.faculty(slug), read, '/')
}

export default function Faculty({ site, siteUrl, faculty }: Props) {
  const text = htmlToText(faculty.detail)
  const description = truncate(
    text || `${faculty.name} (${faculty.code}): its dean, departments and ${faculty.programmes.length} programmes.`,
    160,
  )
  const meta = {
    title: faculty.name,
    description,
    canonical: `/faculty/${faculty.slug}`,
    openGraph: { type: 'website' as const, title: faculty.name, description, image: faculty.image?.url },
  }
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={meta}>
      <FacultyPage faculty={faculty} />
    </DocumentFrame>
  )
}
