import { SectionDocument } from '@/components/layout/section-overview'
import { AdmissionWindowNote } from '@/components/ui/admission-window'
import { ApplyLink } from '@/components/ui/apply-link'
import type { AdmissionsSectionView } from '@/content/admissions-section'
import type { DocumentBase } from '@/content/document'

export type AdmissionsSectionProps = DocumentBase & { section: AdmissionsSectionView }

/** /admissions: whether applications are open today beside 'Apply now', then the section's pages. */
export function AdmissionsSectionDocument({ site, siteUrl, section }: AdmissionsSectionProps) {
  const { texts, admissionWindow } = section
  return (
    <SectionDocument site={site} siteUrl={siteUrl} sectionId="admissions" texts={texts.sections}>
      <AdmissionWindowNote state={admissionWindow} />
      {site.links.admissionSite ? (
        <div className="actions">
          <ApplyLink href={site.links.admissionSite} icon />
        </div>
      ) : null}
    </SectionDocument>
  )
}
