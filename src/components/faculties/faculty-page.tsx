import { FacultyAbout } from '@/components/faculties/faculty-about'
import { FacultyFacts } from '@/components/faculties/faculty-facts'
import { DocumentFrame } from '@/components/layout/document-frame'
import { HeroBanner } from '@/components/ui/hero-banner'
import type { DocumentBase } from '@/content/document'
import type { FacultyPageView } from '@/content/faculty-page'
import { Island } from '@/islands/island'
import { htmlToText, truncate } from '@/lib/text'

import { ProgrammeSearch } from './programme-search.client'

const APPLICATION_TYPES: Record<string, string> = {
  foundation: 'Foundation',
  undergraduate: 'Undergraduate',
  postgraduate: 'Postgraduate',
}

/** A faculty's page: its people, contacts, about text, departments and a search of its programmes (an island). */
export function FacultyPage({ faculty }: { faculty: FacultyPageView }) {
  const programmes = faculty.programmes.map((p) => ({
    code: p.code,
    slug: p.slug,
    name: p.name,
    degreeInView: p.degreeInView,
    type: APPLICATION_TYPES[p.applicationType] ?? p.applicationType,
    duration: p.duration,
  }))
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
          <Island name="programme-search" component={ProgrammeSearch} props={{ programmes }} />
        </div>
      </section>
    </>
  )
}

/** The head of a faculty's page: its about text, or its facts where it has none, as the description. */
export function facultyMeta(faculty: FacultyPageView) {
  const text = htmlToText(faculty.detail)
  const description = truncate(
    text || `${faculty.name} (${faculty.code}): its dean, departments and ${faculty.programmes.length} programmes.`,
    160,
  )
  return {
    title: faculty.name,
    description,
    canonical: `/faculty/${faculty.slug}`,
    openGraph: { type: 'website' as const, title: faculty.name, description, image: faculty.image?.url },
  }
}

/** /faculty/<slug> as a whole document (also the admin's preview of a faculty). */
export function FacultyDocument({ site, siteUrl, faculty }: DocumentBase & { faculty: FacultyPageView }) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={facultyMeta(faculty)}>
      <FacultyPage faculty={faculty} />
    </DocumentFrame>
  )
}
