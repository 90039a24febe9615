import { DocumentFrame } from '@/components/layout/document-frame'
import { SectionOverview } from '@/components/layout/section-overview'
import { AdmissionWindowNote } from '@/components/ui/admission-window'
import { ApplyLink } from '@/components/ui/apply-link'
import { getAdmissionsSection, type AdmissionsSectionView } from '@/content/admissions-section'
import { documentProps, type DocumentBase } from '@/content/document'
import { pathOf } from '@/lib/routes'

type Props = DocumentBase & { section: AdmissionsSectionView }

// A document: Next sends no script of its own (docs/decisions/0027-pages-as-documents.md).
export const config = { unstable_runtimeJS: false }

export const getStaticProps = () => documentProps(async () => ({ section: await getAdmissionsSection() }))

/** The admissions section's overview: whether applications are open today beside 'Apply now', then its pages. */
export default function AdmissionsSection({ site, siteUrl, section }: Props) {
  const { texts, admissionWindow } = section
  return (
    <DocumentFrame
      site={site}
      siteUrl={siteUrl}
      meta={{ title: 'Admissions', description: texts.sections.admissions, canonical: pathOf('admissions') }}
    >
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
