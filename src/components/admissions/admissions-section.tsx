import { DocumentFrame } from '@/components/layout/document-frame'
import { SectionOverview } from '@/components/layout/section-overview'
import { AdmissionWindowNote } from '@/components/ui/admission-window'
import { ApplyLink } from '@/components/ui/apply-link'
import type { AdmissionsSectionView } from '@/content/admissions-section'
import type { DocumentBase } from '@/content/document'
import { pathOf } from '@/lib/routes'

export type AdmissionsSectionProps = DocumentBase & { section: AdmissionsSectionView }

/** The head of /admissions: its lead, as the web team wrote it, is the description. */
export const admissionsSectionMeta = ({ texts }: AdmissionsSectionView) => ({
  title: 'Admissions',
  description: texts.sections.admissions,
  canonical: pathOf('admissions'),
})

/** The admissions section's overview: whether applications are open today beside 'Apply now', then its pages. */
export function AdmissionsSectionDocument({ site, siteUrl, section }: AdmissionsSectionProps) {
  const { texts, admissionWindow } = section
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={admissionsSectionMeta(section)}>
      <SectionOverview site={site} sectionId="admissions" texts={texts.sections}>
        <AdmissionWindowNote state={admissionWindow} />
        {site.links.admissionSite ? (
          <div className="actions">
            <ApplyLink href={site.links.admissionSite} icon />
          </div>
        ) : null}
      </SectionOverview>
    </DocumentFrame>
  )
}
