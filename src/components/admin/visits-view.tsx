import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import Link from '@/components/ui/link'
import { isContentEditor } from '@/access'
import { visitReport } from '@/content/visit-report'
import { PERIODS, periodOf, type PeriodDays } from '@/lib/visit-report'

import { AdminViewFrame } from './admin-view-frame'
import { VisitsDashboard } from './visits-dashboard'

/** The 30/90-day switch: plain links, the period shown marked as current. */
function PeriodSwitch({ days }: { days: PeriodDays }) {
  return (
    <nav aria-label="Period" style={{ display: 'flex', gap: 'var(--base)', marginBottom: 'var(--base)' }}>
      {PERIODS.map((d) => (
        <Link
          key={d}
          href={d === 30 ? '/admin/visits' : `/admin/visits?days=${d}`}
          aria-current={d === days ? 'page' : undefined}
          style={{ fontWeight: d === days ? 700 : 400 }}
        >
          Last {d} days
        </Link>
      ))}
    </nav>
  )
}

const first = (value: string | string[] | undefined) => [value].flat()[0]

/**
 * The admin's Visits view (`/admin/visits`): what the site counted (issue 55; no cookie, no script), for the
 * last 30 or 90 Lagos days. Admins and editors only; anyone else signed in is told so, anyone signed out
 * goes to sign in.
 */
export async function VisitsView(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!req.user) redirect('/admin/login?redirect=%2Fadmin%2Fvisits')
  const days = periodOf(first(view.searchParams?.days))
  const redirected = first(view.searchParams?.redirected)
  const editor = isContentEditor(req.user)
  const report = editor ? await visitReport(req, days) : null
  return (
    <AdminViewFrame view={view}>
      <main>
        <Gutter>
          <h1>Visits</h1>
          {redirected ? (
            <p role="status">
              Redirect added: {redirected} now leads to{' '}
              {report?.notFound.find((n) => n.path === redirected)?.redirectedTo ?? 'the address you gave'}.
            </p>
          ) : null}
          {report ? (
            <>
              <PeriodSwitch days={days} />
              <VisitsDashboard report={report} />
            </>
          ) : (
            <p role="note">Only admins and editors may read the visits; ask one of them.</p>
          )}
        </Gutter>
      </main>
    </AdminViewFrame>
  )
}

/** The link to the view, under the admin's menu, for those who may open it. */
export function VisitsNavLink({ user }: { user?: { role?: string | null } | null }) {
  if (!isContentEditor(user)) return null
  return (
    <Link href="/admin/visits" className="nav__link">
      Visits
    </Link>
  )
}
