import { HomePage } from '@/components/home/home-page'
import { DocumentFrame } from '@/components/layout/document-frame'
import { documentProps, type DocumentBase } from '@/content/document'
import { getHomePage, type HomePageView } from '@/content/home-page'

type Props = DocumentBase & { home: HomePageView }

// A document: Next sends no script of its own; the slider, the culture row and the video are islands.
export const config = { unstable_runtimeJS: false }

export const getStaticProps = () => documentProps(async () => ({ home: await getHomePage() }))

export default function Home({ site, siteUrl, home }: Props) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={{ title: null, description: site.motto, canonical: '/' }}>
      <HomePage site={site} home={home} />
    </DocumentFrame>
  )
}
