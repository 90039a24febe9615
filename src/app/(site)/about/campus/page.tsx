import type { Metadata } from 'next'

import { CampusLifeList } from '@/components/campus/campus-life-list'
import { HeroBanner } from '@/components/ui/hero-banner'
import { getCampusLife } from '@/content/campus'

export const metadata: Metadata = {
  title: 'Campus life',
  description: 'Student life on campus: hostels, sport, clubs, worship, health and the city around us.',
  alternates: { canonical: '/about/campus' },
}

export default async function CampusLifePage() {
  const entries = await getCampusLife()
  const cover = entries.find((e) => e.ImagePath)
  return (
    <>
      <HeroBanner
        image={cover ? { url: cover.ImagePath, alt: '', width: 1200, height: 800 } : null}
        height="small"
        labelledBy="campus-title"
      >
        <h1 id="campus-title">Campus life</h1>
        <p className="lead">Life beyond the lecture hall.</p>
      </HeroBanner>
      <section className="section">
        <div className="container">
          {entries.length ? <CampusLifeList entries={entries} /> : <p>Campus life stories are on their way.</p>}
        </div>
      </section>
    </>
  )
}
