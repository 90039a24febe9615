import { AdmissionNotice } from '@/components/home/admission-notice'
import { CampusBanner } from '@/components/home/campus-banner'
import { CultureSection } from '@/components/home/culture-section'
import { FacultiesSection } from '@/components/home/faculties-section'
import { HomeEvents } from '@/components/home/home-events'
import { HomeNews } from '@/components/home/home-news'
import { HomeSlider } from '@/components/home/home-slider'
import { Offerings } from '@/components/home/offerings'
import { ProChancellorMessage } from '@/components/home/pro-chancellor'
import { StatsStrip } from '@/components/home/stats-strip'
import { TaskLinks } from '@/components/home/task-links'
import { DocumentFrame } from '@/components/layout/document-frame'
import { toEventCard } from '@/components/news-events/list-items'
import type { DocumentBase } from '@/content/document'
import type { HomePageView } from '@/content/home-page'
import type { SiteView } from '@/content/site'

/** The home page: slider, task links, the admission step of the moment, offerings, message, banner, figures, faculties, culture, events and news. */
export function HomePage({ site, home }: { site: SiteView; home: HomePageView }) {
  const { slides, content, extras, faculties, departments, centres, homeEvents, news, admission, admissionWindow } =
    home
  return (
    <>
      <h1 className="visually-hidden">{site.institutionName}</h1>
      <HomeSlider
        slides={slides}
        institutionName={site.institutionName}
        motto={site.motto}
        admissionSite={site.links.admissionSite}
      />
      <TaskLinks />
      <AdmissionNotice notice={admission} />
      <Offerings
        offerings={extras.offerings}
        admissionSite={site.links.admissionSite}
        admissionWindow={admissionWindow}
      />
      {/* Below a phone's first screen: rendered as they come near (globals.css). */}
      <div className="deferred-sections">
        <ProChancellorMessage content={content} />
        <CampusBanner content={content} institutionName={site.institutionName} />
        <StatsStrip
          departments={departments.length}
          dualCertifications={extras.dualCertifications}
          centres={centres.length}
          faculties={faculties.length}
        />
        <FacultiesSection
          faculties={faculties.slice(0, 5).map((f) => ({ name: f.name, slug: f.slug, code: f.code }))}
        />
        <CultureSection
          portalStudentPage={site.links.portalStudentPage}
          portalAdmissionPage={site.links.portalAdmissionPage}
        />
        <HomeEvents events={homeEvents.map(toEventCard)} />
        <HomeNews
          news={news.map((n) => ({
            slug: n.slug,
            title: n.title,
            facultyCode: n.facultyCode,
            insertedDate: n.published,
            image: n.image,
          }))}
        />
      </div>
    </>
  )
}

export type HomeDocumentProps = DocumentBase & { home: HomePageView }

/** The head of the home page: the institution's name alone, and its motto. */
export const homeMeta = (site: SiteView) => ({ title: null, description: site.motto, canonical: '/' })

/** The home page as a whole document. */
export function HomeDocument({ site, siteUrl, home }: HomeDocumentProps) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={homeMeta(site)}>
      <HomePage site={site} home={home} />
    </DocumentFrame>
  )
}
