import type { Metadata } from 'next'

import { LeaderCard } from '@/components/people/leader-card'
import { StaffCard } from '@/components/people/staff-card'
import { StaffDirectory, type DirectoryEntry } from '@/components/people/staff-directory.client'
import { HeroBanner } from '@/components/ui/hero-banner'
import { getLeadershipPage, type LeaderCategory } from '@/content/people-pages'
import { getPageTexts } from '@/content/page-texts'
import { parseQuery, parseTab, type DirectoryTab } from '@/lib/staff-directory'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const CATEGORY: Record<Exclude<DirectoryTab, 'staff'>, LeaderCategory> = {
  board: 'Board',
  management: 'Management',
  senate: 'Senate',
}

export async function generateMetadata(): Promise<Metadata> {
  const { leadership } = await getPageTexts()
  return {
    title: leadership.title,
    description:
      leadership.intro ??
      'The Board, Management and Senate of the university, and every member of staff with a public profile.',
    alternates: { canonical: '/about/leadership' },
  }
}

/** The leadership and staff directory: tabs and search live in the address, and the server applies them. */
export default async function LeadershipPage({ searchParams }: Props) {
  const params = await searchParams
  const tab = parseTab(params.tab)
  const query = parseQuery(params.q)
  const { texts, leaders, staff } = await getLeadershipPage()

  const entries: DirectoryEntry[] =
    tab === 'staff'
      ? staff.map((s) => ({ key: s.key, fullName: s.fullName, card: <StaffCard staff={s} /> }))
      : leaders
          .filter((l) => l.category === CATEGORY[tab])
          .map((l) => ({ key: l.key, fullName: l.fullName, card: <LeaderCard leader={l} /> }))

  return (
    <>
      <HeroBanner image={null} height="small" labelledBy="leadership-title">
        <p className="eyebrow">About us</p>
        <h1 id="leadership-title">{texts.title}</h1>
        {texts.intro ? <p className="lead">{texts.intro}</p> : null}
      </HeroBanner>
      <section className="section section--paper" aria-label="Directory">
        <div className="container">
          <StaffDirectory
            tab={tab}
            initialQuery={query}
            entries={entries}
            placeholder={texts.searchPlaceholder}
            emptyText={texts.emptyText}
          />
        </div>
      </section>
    </>
  )
}
