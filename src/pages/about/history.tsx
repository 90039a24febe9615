import { AboutPage } from '@/components/about/about-page'
import type { AboutPageView } from '@/content/about'
import type { DocumentBase } from '@/content/document'

// 'Our History' is the about page, opening at its history: a page of its own rather than /about#history,
// so a visitor without script lands there too and the address stays the one asked for. Canonical: /about.
export { getStaticProps } from './index'

// A document, as /about (Next reads this switch from each page file itself, so it is not re-exported).
export const config = { unstable_runtimeJS: false }

export default function History(props: DocumentBase & { about: AboutPageView }) {
  return <AboutPage {...props} historyFirst />
}
