import { AboutPage } from '@/components/about/about-page'
import { getAboutPage, type AboutPageView } from '@/content/about'
import { documentProps, type DocumentBase } from '@/content/document'

type Props = DocumentBase & { about: AboutPageView }

// A document: Next sends no script of its own (docs/decisions/0027-pages-as-documents.md).
export const config = { unstable_runtimeJS: false }

export const getStaticProps = () => documentProps(async () => ({ about: await getAboutPage() }))

/** About the university and its founder (/about and /about/history are the same page). */
export default function About(props: Props) {
  return <AboutPage {...props} />
}
