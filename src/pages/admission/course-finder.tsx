import type { GetServerSideProps } from 'next'

import { DocumentFrame } from '@/components/layout/document-frame'
import { CourseFinderPage } from '@/components/programmes/course-finder-page'
import { requestProps, type DocumentBase } from '@/content/document'
import { getProgrammeFinder, type ProgrammeFinderView } from '@/content/programmes'
import { pathOf } from '@/lib/routes'

type Props = DocumentBase & { finder: ProgrammeFinderView }

// A document: Next sends no script of its own.
export const config = { unstable_runtimeJS: false }

// The filters live in the address, so the finder works without script: rendered per request.
export const getServerSideProps: GetServerSideProps<Props> = ({ query, res }) =>
  requestProps(res, async () => ({ finder: await getProgrammeFinder(query) }))

const META = {
  title: 'Programme finder',
  description:
    'Find a programme: search every foundation, undergraduate and postgraduate programme by name, faculty, type and duration.',
  // The finder answers at two addresses; this one is canonical.
  canonical: pathOf('programmeFinder'),
}

export default function CourseFinder({ site, siteUrl, finder }: Props) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={META}>
      <CourseFinderPage finder={finder} />
    </DocumentFrame>
  )
}
