import type { GetServerSideProps } from 'next'

import { DocumentFrame } from '@/components/layout/document-frame'
import { UNDERGRADUATE_PATH, UndergraduatePage } from '@/components/programmes/undergraduate-page'
import { requestProps, type DocumentBase } from '@/content/document'
import { getUndergraduateOverview, type UndergraduateOverviewView } from '@/content/programmes'

type Props = DocumentBase & { overview: UndergraduateOverviewView }

// A document: Next sends no script of its own.
export const config = { unstable_runtimeJS: false }

// The name search is a GET form (?q=), so the page is rendered per request.
export const getServerSideProps: GetServerSideProps<Props> = ({ query, res }) =>
  requestProps(res, async () => ({ overview: await getUndergraduateOverview(query.q) }))

const META = {
  title: 'Undergraduate programmes',
  description: 'Every undergraduate degree programme of the university, by faculty, with its degree and duration.',
  canonical: UNDERGRADUATE_PATH,
}

export default function Undergraduate({ site, siteUrl, overview }: Props) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={META}>
      <UndergraduatePage overview={overview} />
    </DocumentFrame>
  )
}
