import { DocumentFrame } from '@/components/layout/document-frame'
import { DepartmentDirectory } from '@/components/programmes/department-directory'
import { documentProps, type DocumentBase } from '@/content/document'
import { getDepartmentDirectory, type DepartmentDirectoryView } from '@/content/programmes'

type Props = DocumentBase & { directory: DepartmentDirectoryView }

// A document: Next sends no script of its own (docs/decisions/0027-pages-as-documents.md).
export const config = { unstable_runtimeJS: false }

export const getStaticProps = () => documentProps(async () => ({ directory: await getDepartmentDirectory() }))

const META = {
  title: 'Departments',
  description: 'Every academic department of the university, by faculty, with the programmes each one runs.',
  canonical: '/department',
}

export default function Departments({ site, siteUrl, directory }: Props) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={META}>
      <DepartmentDirectory directory={directory} />
    </DocumentFrame>
  )
}
