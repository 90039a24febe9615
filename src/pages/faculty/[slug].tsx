import type { GetStaticPaths, GetStaticProps } from 'next'

import { FacultyPage } from '@/components/faculties/faculty-page'
import { DocumentFrame } from '@/components/layout/document-frame'
import { documentProps, type DocumentBase } from '@/content/document'
import { getFacultyPage, type FacultyPageView } from '@/content/faculty-page'
import { movedToIfReadable } from '@/content/redirects'
import { routes } from '@/lib/routes'
import { isValidSlug } from '@/lib/slug'
import { htmlToText, truncate } from '@/lib/text'

type Props = DocumentBase & { faculty: FacultyPageView }

// A document: Next sends no script of its own; the programme search is an island.
export const config = { unstable_runtimeJS: false }

// Each faculty's page is rendered at its first request and kept until an edit.
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' })

export const getStaticProps: GetStaticProps<Props, { slug: string }> = async ({ params }) => {
  const slug = params?.slug ?? ''
  const answer = await documentProps(async () => {
    const faculty = isValidSlug(slug) ? await getFacultyPage(slug) : null
    return { faculty, moved: faculty ? null : await movedToIfReadable(routes.faculty(slug)) }
  })
  const { faculty, moved, ...base } = answer.props
  // A renamed faculty's old address moves for good; an unknown or ambiguous one goes to the home page.
  if (moved) return { redirect: { destination: moved, permanent: true } }
  if (!faculty) return { redirect: { destination: '/', permanent: false } }
  return { props: { ...base, faculty }, revalidate: answer.revalidate }
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
