import type { GetStaticPaths, GetStaticProps } from 'next'

import { DocumentFrame } from '@/components/layout/document-frame'
import { displayName, StaffProfilePage } from '@/components/people/staff-profile-page'
import { documentProps, type DocumentBase } from '@/content/document'
import { getStaffProfilePage, type StaffProfilePageView } from '@/content/people-pages'
import { movedToIfReadable } from '@/content/redirects'
import { routes } from '@/lib/routes'
import { isValidSlug } from '@/lib/slug'
import { htmlToText, truncate } from '@/lib/text'

type Props = DocumentBase & { profile: StaffProfilePageView }

// A document: Next sends no script of its own; the publications table (it counts clicks) is an island.
export const config = { unstable_runtimeJS: false }

// Each profile is rendered at its first request and kept until an edit.
export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' })

export const getStaticProps: GetStaticProps<Props, { slug: string }> = async ({ params }) => {
  const slug = params?.slug ?? ''
  const answer = await documentProps(async () => {
    const profile = isValidSlug(slug) ? await getStaffProfilePage(slug) : null
    return { profile, moved: profile ? null : await movedToIfReadable(routes.staff(slug)) }
  })
  const { profile, moved, ...base } = answer.props
  // A renamed profile's old address moves for good; an unknown or malformed one goes to the home page.
  if (moved) return { redirect: { destination: moved, permanent: true } }
  if (!profile) return { redirect: { destination: '/', permanent: false } }
  return { props: { ...base, profile }, revalidate: answer.revalidate }
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
