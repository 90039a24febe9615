import { DocumentFrame } from '@/components/layout/document-frame'
import { HeroBanner } from '@/components/ui/hero-banner'
import type { DocumentBase } from '@/content/document'
import type { LeadershipPageView } from '@/content/people-pages'
import { Island } from '@/islands/island'
import type { DirectoryTab } from '@/lib/staff-directory'

import type { LeaderEntry, StaffListData } from './directory-cards'
import { StaffDirectory } from './staff-directory.client'

export type LeadershipDirectoryView = {
  texts: LeadershipPageView['texts']
  tab: DirectoryTab
  query: string
  /** The leaders of the tab shown (none on All Staff). */
  leaders: LeaderEntry[]
  /** The All Staff tab's window of cards (null on the other tabs). */
  staff: StaffListData | null
}

/**
 * The leadership and staff directory: tab, search and page live in the address and the server
 * applies them. The few leaders of a tab show at once; staff come a page of cards at a time. The
 * directory is an island: the leaders' search filters at once, the staff search and 'Show more'
 * ask the server in place, a leader's profile opens in a dialog.
 */
export function LeadershipPage({ view }: { view: LeadershipDirectoryView }) {
  const { texts } = view
  return (
    <>
      <HeroBanner image={null} height="small" labelledBy="leadership-title">
        <p className="eyebrow">About us</p>
        <h1 id="leadership-title">{texts.title}</h1>
        {texts.intro ? <p className="lead">{texts.intro}</p> : null}
      </HeroBanner>
      <section className="section section--paper" aria-label="Directory">
        <div className="container">
          <Island
            name="staff-directory"
            component={StaffDirectory}
            props={{
              tab: view.tab,
              initialQuery: view.query,
              entries: view.leaders,
              staff: view.staff,
              placeholder: texts.searchPlaceholder,
              emptyText: texts.emptyText,
            }}
          />
        </div>
      </section>
    </>
  )
}

/** The head of /about/leadership, whichever tab, search or page the address asks for. */
export const leadershipMeta = (view: LeadershipDirectoryView) => ({
  title: view.texts.title,
  description:
    view.texts.intro ??
    'The Board, Management and Senate of the university, and every member of staff with a public profile.',
  canonical: '/about/leadership',
})

/** /about/leadership as a whole document (its page hands its props through). */
export function LeadershipDocument({ site, siteUrl, view }: DocumentBase & { view: LeadershipDirectoryView }) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={leadershipMeta(view)}>
      <LeadershipPage view={view} />
    </DocumentFrame>
  )
}
