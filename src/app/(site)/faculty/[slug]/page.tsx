import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { FacultyAbout } from '@/components/faculties/faculty-about'
import { FacultyFacts } from '@/components/faculties/faculty-facts'
import { ProgrammeSearch } from '@/components/faculties/programme-search.client'
import { HeroBanner } from '@/components/ui/hero-banner'
import { getFaculties } from '@/content/academics'
import { getFacultyPage } from '@/content/faculty-page'
import { redirectIfMoved } from '@/content/redirects'
import { routes } from '@/lib/routes'
import { isValidSlug } from '@/lib/slug'
import { htmlToText, truncate } from '@/lib/text'

type Props = { params: Promise<{ slug: string }> }

const APPLICATION_TYPES: Record<string, string> = {
  foundation: 'Foundation',
  undergraduate: 'Undergraduate',
  postgraduate: 'Postgraduate',
}

async function find(slug: string) {
  return isValidSlug(slug) ? getFacultyPage(slug) : null
}

export async function generateStaticParams(): Promise<Array<{ slug: string }>> {
  return (await getFaculties()).filter((f) => isValidSlug(f.Slug)).map((f) => ({ slug: f.Slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const faculty = await find(slug)
  if (!faculty) return { title: 'Faculty not found' }
  const text = htmlToText(faculty.detail)
  const description = truncate(
    text || `${faculty.name} (${faculty.code}): its dean, departments and ${faculty.programmes.length} programmes.`,
    160,
  )
  return {
    title: faculty.name,
    description,
    alternates: { canonical: `/faculty/${faculty.slug}` },
    openGraph: { title: faculty.name, description, images: faculty.image ? [{ url: faculty.image.url }] : undefined },
  }
}

/** A faculty's page (docs/site.md#faculty-detail): its people, contacts, about text, departments and programme search. */
export default async function FacultyPage({ params }: Props) {
  const { slug } = await params
  const faculty = await find(slug)
  // docs/site.md#redirects: an unmatched or ambiguous slug goes to the home page.
  if (!faculty) {
    await redirectIfMoved(routes.faculty(slug))
    redirect('/')
  }
  return (
    <>
      <HeroBanner image={faculty.image} height="medium" labelledBy="faculty-title">
        <p className="eyebrow">Faculty · {faculty.code}</p>
        <h1 id="faculty-title">{faculty.name}</h1>
      </HeroBanner>

      <FacultyFacts faculty={faculty} />
      <FacultyAbout faculty={faculty} />
      <section className="section" aria-labelledby="faculty-programmes-title">
        <div className="container">
          <h2 id="faculty-programmes-title">Programmes</h2>
          <ProgrammeSearch
            programmes={faculty.programmes.map((p) => ({
              code: p.code,
              slug: p.slug,
              name: p.name,
              degreeInView: p.degreeInView,
              type: APPLICATION_TYPES[p.applicationType] ?? p.applicationType,
              duration: p.duration,
            }))}
          />
        </div>
      </section>
    </>
  )
}
