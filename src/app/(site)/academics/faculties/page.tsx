import type { Metadata } from 'next'

import { FacultyCard } from '@/components/faculties/faculty-card'
import { FacultySearch } from '@/components/faculties/faculty-search.client'
import { HeroBanner } from '@/components/ui/hero-banner'
import { getCourses, getDepartments, getFaculties } from '@/content/academics'

export const metadata: Metadata = {
  title: 'Faculties',
  description: 'The faculties of the university, their deans, departments and programmes.',
  alternates: { canonical: '/academics/faculties' },
}

const countBy = <T,>(items: T[], key: (item: T) => string): Map<string, number> => {
  const counts = new Map<string, number>()
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1)
  return counts
}

export default async function FacultiesPage() {
  const [faculties, departments, courses] = await Promise.all([getFaculties(), getDepartments(), getCourses()])
  const departmentCounts = countBy(departments, (d) => d.FacultyCode)
  const programmeCounts = countBy(courses, (c) => c.FacultyCode)
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
          <FacultySearch
            entries={faculties.map((f) => ({
              key: f.Slug,
              name: f.FacultyName,
              card: (
                <FacultyCard
                  faculty={{
                    name: f.FacultyName,
                    code: f.FacultyCode,
                    slug: f.Slug,
                    dean: f.DeanName,
                    departmentCount: departmentCounts.get(f.FacultyCode) ?? 0,
                    programmeCount: programmeCounts.get(f.FacultyCode) ?? 0,
                  }}
                />
              ),
            }))}
          />
        </div>
      </section>
    </>
  )
}
