import { Button } from '@payloadcms/ui'

import { OTHERS } from '@/lib/visit-batch.mjs'
import { reportTable, type NotFoundAddress, type VisitReport } from '@/lib/visit-report'

import { HIDDEN, VisitsTable } from './visits-table'

/** How many not-found addresses the page lists (the CSV has them all). */
const SHOWN = 25

/**
 * One click from a not-found address to a redirect (src/endpoints/visits.ts): the old address is the
 * row's, the editor types where it should lead; the server answers with the dashboard again, confirmed.
 */
function RedirectForm({ address, index, days }: { address: NotFoundAddress; index: number; days: number }) {
  if (address.redirectedTo) return <span>Already redirected</span>
  // Addresses past a day's bound, counted together (src/lib/visit-batch.mjs): no one address to redirect.
  if (address.path === OTHERS) return <span>Many addresses, counted together</span>
  const id = `redirect-to-${index}`
  return (
    <form method="post" action="/api/visits/redirect" style={{ display: 'grid', gap: 'calc(var(--base) * 0.25)' }}>
      <input type="hidden" name="from" value={address.path} />
      <input type="hidden" name="days" value={days} />
      <label htmlFor={id}>
        Lead it to<span style={HIDDEN}> (for {address.path})</span>
      </label>
      <input
        id={id}
        name="to"
        type="text"
        required
        maxLength={300}
        placeholder="/admissions or https://…"
        style={{
          padding: 'calc(var(--base) * 0.25) calc(var(--base) * 0.5)',
          border: '1px solid var(--theme-elevation-400)',
          borderRadius: 'var(--style-radius-s)',
          background: 'var(--theme-input-bg, var(--theme-elevation-0))',
          color: 'var(--theme-text)',
        }}
      />
      <Button type="submit" buttonStyle="secondary" size="small" margin={false}>
        Add a redirect<span style={HIDDEN}> from {address.path}</span>
      </Button>
    </form>
  )
}

/** The addresses visitors asked for that answered 'not found', each with a redirect to add. */
export function NotFoundTable({ report }: { report: VisitReport }) {
  const days = report.period.days
  return (
    <VisitsTable
      table={reportTable(report, 'not-found')}
      days={days}
      shown={SHOWN}
      extra={{
        heading: 'Add a redirect',
        cell: (i) => <RedirectForm address={report.notFound[i]} index={i} days={days} />,
      }}
    />
  )
}
