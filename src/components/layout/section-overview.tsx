import Link from 'next/link'

import type { SiteView } from '@/content/site'
import { HeroBanner } from '@/components/ui/hero-banner'

import { buildNavigation } from './navigation'
import styles from './section-overview.module.css'

/** Short words for each page a section leads to. */
const BLURBS: Record<string, string> = {
  '/academics/faculties': 'Our faculties, their departments and every programme they teach.',
  '/academics/calendar': 'Semester dates, examinations, holidays and events of this session.',
  '/admissions/process': 'How to apply, step by step, and what happens after you apply.',
  '/admissions/tuition': 'Tuition by programme, a year-by-year breakdown and other fees.',
  '/resources/events': 'Workshops, conferences and campus events, past and upcoming.',
  '/resources/news': 'University updates and research breakthroughs.',
  '/resources/gallery': 'Pictures of campus, events, sports and student life.',
  '/resources/center-excellence': 'Six centres of excellence for research and impact.',
  '/resources/aid': 'Scholarships towards tuition, hostel and feeding.',
}

/** The page of a navigation section (/academics, /admissions, /resources): its pages as cards. */
export function SectionOverview({ site, sectionId, intro }: { site: SiteView; sectionId: string; intro: string }) {
  const section = buildNavigation({ portalSite: site.links.portalSite }).find((s) => s.id === sectionId)
  if (!section) return null
  const items = section.items.filter((item) => item.href !== section.href)
  return (
    <>
      <HeroBanner image={null} height="small" labelledBy="section-title">
        <h1 id="section-title">{section.label}</h1>
        <p className="lead">{intro}</p>
      </HeroBanner>
      <section className="section">
        <ul className={`container ${styles.grid}`}>
          {items.map((item) => (
            <li key={item.href} className={styles.card}>
              {item.external ? (
                <a href={item.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
                  {item.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                <Link href={item.href} className={styles.link}>
                  {item.label}
                </Link>
              )}
              <p>{BLURBS[item.href] ?? 'Sign in to the student and staff portals.'}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
