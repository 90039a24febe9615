import type { GetStaticPaths, GetStaticProps } from 'next'

import { PageHead, type PageMeta } from '@/components/layout/page-head'
import { SiteFrame } from '@/components/layout/site-frame'
import { BreakdownPage, type Breakdown } from '@/components/tuition/breakdown-page'
import { getBreakdown } from '@/content/academics'
import { readForDocument } from '@/content/cache'
import { getSite, type SiteView } from '@/content/site'
import { env } from '@/env'
import { plainData } from '@/lib/plain-data'

type Props = { site: SiteView; siteUrl: string; meta: PageMeta; breakdown: Breakdown }

// A document: Next sends no script of its own; the year buttons are an island.
export const config = { unstable_runtimeJS: false }

const COURSE_CODE = /^[A-Z0-9][A-Z0-9_-]{0,31}$/

/** The course code of the address, upper-cased; null when it cannot be one. */
function courseCodeOf(slug: string): string | null {
  const code = slug.trim().toUpperCase()
  return COURSE_CODE.test(code) ? code : null
}

export const getStaticPaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' })

export const getStaticProps: GetStaticProps<Props, { slug: string }> = async ({ params }) => {
  const code = courseCodeOf(params?.slug ?? '')
  const [found, site] = await readForDocument(() => Promise.all([code ? getBreakdown(code) : null, getSite()]))
  if (!found?.courseDetails) return { redirect: { destination: '/admissions/tuition', permanent: false } }
  const breakdown = { ...found, course: found.courseDetails }
  // One address per programme (/breakdown/csc-bsc moves to /breakdown/CSC-BSC): each spelling would
  // otherwise be stored as a page of its own.
  if (params?.slug !== breakdown.course.CourseCode)
    return {
      redirect: { destination: `/breakdown/${encodeURIComponent(breakdown.course.CourseCode)}`, permanent: true },
    }
  const meta: PageMeta = {
    title: `${breakdown.course.DegreeInView}: modules and tuition`,
    description: `Modules, credit units and tuition of ${breakdown.course.DegreeInView}, year by year.`,
    canonical: `/breakdown/${breakdown.course.CourseCode}`,
  }
  return {
    props: plainData({ site, siteUrl: env.siteUrl, meta, breakdown }),
    revalidate: 300,
  }
}

export default function Page({ site, siteUrl, meta, breakdown }: Props) {
  return (
    <SiteFrame site={site}>
      <PageHead meta={meta} institutionName={site.institutionName} siteUrl={siteUrl} />
      <BreakdownPage breakdown={breakdown} admissionSite={site.links.admissionSite} />
    </SiteFrame>
  )
}
