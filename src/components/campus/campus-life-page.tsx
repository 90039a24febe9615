import { CampusLifeList } from '@/components/campus/campus-life-list'
import { DocumentFrame } from '@/components/layout/document-frame'
import { HeroBanner } from '@/components/ui/hero-banner'
import type { DocumentBase } from '@/content/document'
import type { CampusLifeView } from '@/content/views'

/** Campus life: a cover picture from the first entry that has one, then every entry. */
export function CampusLifePage({ entries }: { entries: CampusLifeView[] }) {
  const cover = entries.find((e) => e.image)
  return (
    <>
      <HeroBanner
        image={cover ? { url: cover.image, alt: '', width: 1200, height: 800 } : null}
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

/** The head of /about/campus. */
export const CAMPUS_LIFE_META = {
  title: 'Campus life',
  description: 'Student life on campus: hostels, sport, clubs, worship, health and the city around us.',
  canonical: '/about/campus',
}

/** /about/campus as a whole document (its page hands its props through). */
export function CampusLifeDocument({ site, siteUrl, entries }: DocumentBase & { entries: CampusLifeView[] }) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={CAMPUS_LIFE_META}>
      <CampusLifePage entries={entries} />
    </DocumentFrame>
  )
}
