import { DocumentFrame } from '@/components/layout/document-frame'
import { HeroBanner } from '@/components/ui/hero-banner'
import type { DocumentBase } from '@/content/document'
import type { FacultySummaryView } from '@/content/faculty-page'
import { Island } from '@/islands/island'

import { FacultyCard, type FacultyCardData } from './faculty-card'
import { FacultySearch } from './faculty-search.client'

/** Every faculty's card, with a name search (an island; the cards are written once, as its slots). */
export function FacultiesPage({ faculties }: { faculties: FacultyCardData[] }) {
  const entries = faculties.map((f) => ({ key: f.slug, name: f.name, card: <FacultyCard faculty={f} /> }))
  return (
    <>
      <HeroBanner image={null} height="small" labelledBy="faculties-title">
        <p className="eyebrow">Academics</p>
        <h1 id="faculties-title">Faculties</h1>
        <p className="lead">Find a faculty and explore its departments and programmes.</p>
      </HeroBanner>
      <section className="section" aria-labelledby="all-faculties-title">
        <div className="container">
          <h2 id="all-faculties-title" className="visually-hidden">
            All faculties
          </h2>
          <Island name="faculty-search" component={FacultySearch} props={{ entries }} />
        </div>
      </section>
    </>
  )
}

/** The head of /academics/faculties. */
export const FACULTIES_META = {
  title: 'Faculties',
  description: 'The faculties of the university, their deans, departments and programmes.',
  canonical: '/academics/faculties',
}

/** /academics/faculties as a whole document. */
export function FacultiesDocument({ site, siteUrl, faculties }: DocumentBase & { faculties: FacultySummaryView[] }) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={FACULTIES_META}>
      <FacultiesPage faculties={faculties} />
    </DocumentFrame>
  )
}
