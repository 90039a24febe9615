import type { Metadata } from 'next'

import { LeaderCard } from '@/components/people/leader-card'
import { StaffDirectory, type DirectoryEntry } from '@/components/people/staff-directory.client'
import { HeroBanner } from '@/components/ui/hero-banner'
import { getLeadershipPage, getStaffList, type LeaderCategory, type StaffListView } from '@/content/people-pages'
import { getPageTexts } from '@/content/page-texts'
import { parsePage } from '@/lib/paging'
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

/**
 * The leadership and staff directory: tab, search and page live in the address and the server
 * applies them. The few leaders of a tab show at once; staff come a page of cards at a time.
 */
export default async function LeadershipPage({ searchParams }: Props) {
  const params = await searchParams
  const tab = parseTab(params.tab)
  const query = parseQuery(params.q)
  const page = parsePage(params.page)
  const [{ texts, leaders }, staff] = await Promise.all([
    getLeadershipPage(),
    tab === 'staff' ? getStaffList(query, page) : Promise.resolve<StaffListView | null>(null),
  ])

  const entries: DirectoryEntry[] =
    tab === 'staff'
      ? []
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
            // A new tab, search or page from the address starts the list afresh.
            key={`${tab}|${query}|${staff?.page ?? 1}`}
            tab={tab}
            initialQuery={query}
            entries={entries}
            staff={staff}
            placeholder={texts.searchPlaceholder}
            emptyText={texts.emptyText}
          />
        </div>
      </section>
    </>
  )
}
