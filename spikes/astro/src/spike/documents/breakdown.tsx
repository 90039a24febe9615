// A breakdown's body, as /work/main/src/pages/breakdown/[slug].tsx renders it (the head is the layout's).
import { SiteFrame } from '@/components/layout/site-frame'
import type { SiteView } from '@/content/site'
import { BreakdownPage, type Breakdown } from '@/components/tuition/breakdown-page'
import { WhatsAppBand } from '@/components/ui/whatsapp-chat'
import { aboutProgramme } from '@/lib/whatsapp'

export function BreakdownDocument({ site, breakdown }: { site: SiteView; breakdown: Breakdown }) {
  const { DegreeInView, CourseCode } = breakdown.course
  return (
    <SiteFrame site={site} documentPage={{ pathname: `/breakdown/${CourseCode}` }}>
      <BreakdownPage breakdown={breakdown} admissionSite={site.links.admissionSite} />
      <WhatsAppBand
        chat={site.whatsapp.bursary}
        question="Questions about these fees or paying them?"
        message={aboutProgramme(site.whatsapp.bursary?.greeting ?? '', `${DegreeInView} (${CourseCode})`)}
      />
    </SiteFrame>
  )
}
