import { HeroBanner } from '@/components/ui/hero-banner'
import { Island } from '@/islands/island'

import { FacultyCard, type FacultyCardData } from './faculty-card'
import styles from './faculties.module.css'
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
          <Island name="faculty-search" component={FacultySearch} props={{ entries }} styles={{ faculties: styles }} />
        </div>
      </section>
    </>
  )
}
