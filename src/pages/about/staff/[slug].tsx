import type { GetStaticPaths, GetStaticProps } from 'next'

import { DocumentFrame } from '@/components/layout/document-frame'
import { displayName, StaffProfilePage } from '@/components/people/staff-profile-page'
import { itemProps, type DocumentBase } from '@/content/document'
import { getStaffProfilePage, type StaffProfilePageView } from '@/content/people-pages'
import { routes } from '@/lib/routes'
import { isValidSlug } from '@/lib/slug'
import { htmlToText, truncate } from '@/lib/text'

type Props = DocumentBase & { profile: StaffProfilePageView }

// A document: Next sends no script of its own; the publications table (it counts clicks) is an island.
export const config = { unstable_runtimeJS: false }

// Each profile is rendered at its first request and kept until an edit.
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' })

export const getStaticProps: GetStaticProps<Props, { slug: string }> = ({ params }) => {
  const slug = params?.slug ?? ''
  // A renamed profile's old address moves for good; an unknown or malformed one goes to the home page.
  const read = async () => (isValidSlug(slug) ? getStaffProfilePage(slug) : null)
  return itemProps('profile', routes.staff(slug), read, '/')
}

export default function StaffProfile({ site, siteUrl, profile }: Props) {
  const name = displayName(profile)
  const role = [profile.designation, profile.department].filter(Boolean).join(', ')
  const description = truncate(htmlToText(profile.biography) || `${name}${role ? `, ${role}` : ''}.`, 160)
  const meta = {
    title: name,
    description,
    canonical: routes.staff(profile.slug),
    openGraph: { type: 'profile' as const, title: name, description, image: profile.image?.url },
  }
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={meta}>
      <StaffProfilePage profile={profile} siteUrl={siteUrl} />
    </DocumentFrame>
  )
}
