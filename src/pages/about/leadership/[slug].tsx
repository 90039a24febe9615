import type { GetStaticPaths, GetStaticProps } from 'next'

import { DocumentFrame } from '@/components/layout/document-frame'
import { leaderDisplayName, LeaderPage } from '@/components/people/leader-page'
import { itemProps, type DocumentBase } from '@/content/document'
import { getLeaderPage, type LeaderPageView } from '@/content/people-pages'
import { routes } from '@/lib/routes'
import { isValidSlug } from '@/lib/slug'
import { htmlToText, truncate } from '@/lib/text'

type Props = DocumentBase & { leader: LeaderPageView & { institutionName: string } }

// A document without script: the profile is all server-rendered.
export const config = { unstable_runtimeJS: false }

// Each leader's page is rendered at its first request and kept until an edit.
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' })

export const getStaticProps: GetStaticProps<Props, { slug: string }> = ({ params }) => {
  const slug = params?.slug ?? ''
  // An unknown or malformed name goes to the directory (a renamed leader's old address too, unless redirected).
  const read = async () => (isValidSlug(slug) ? getLeaderPage(slug) : null)
  return itemProps('leader', routes.leader(slug), read, '/about/leadership')
}

export default function Leader({ site, siteUrl, leader }: Props) {
  const name = leaderDisplayName(leader)
  const roles = leader.roles.map((r) => r.designation).join(', ')
  const description = truncate(htmlToText(leader.description) || `${name}, ${roles}.`, 160)
  const meta = {
    title: name,
    description,
    canonical: routes.leader(leader.slug),
    openGraph: { type: 'profile' as const, title: name, description, image: leader.image?.url },
  }
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={meta}>
      <LeaderPage leader={leader} siteUrl={siteUrl} />
    </DocumentFrame>
  )
}
