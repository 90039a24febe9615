import { countText, reportTable, shortDay, type TableId, type VisitReport } from '@/lib/visit-report'

import { VisitsChart } from './visits-chart'
import { NotFoundTable } from './visits-not-found'
import { VisitsTable } from './visits-table'

/** The tables beside one another, in the order an editor reads them. */
const TOP_TABLES: TableId[] = ['pages', 'programmes', 'referrers', 'searches', 'empty-searches', 'devices', 'links']

const GRID = {
  display: 'grid',
  gap: 'var(--base)',
  gridTemplateColumns: 'repeat(auto-fit, minmax(22rem, 1fr))',
  alignItems: 'start',
} as const

/** The period's figures in one sentence, and the one before for comparison. */
function Summary({ report }: { report: VisitReport }) {
  const days = report.period.days
  return (
    <p>
      {countText(report.visits)} visits and {countText(report.pageViews)} page views in the last {days} days, from{' '}
      {shortDay(report.period.first)} to {shortDay(report.period.last)} (Lagos time); {countText(report.previousVisits)}{' '}
      visits in the {days} days before.
    </p>
  )
}

/** Visits per day: the chart, and the table with the same figures beside it. */
function PerDay({ report }: { report: VisitReport }) {
  const days = report.period.days
  const chartDays = report.perDay.map((d) => ({ label: shortDay(d.day), visits: d.visits, previous: d.previous }))
  const summary =
    `Line chart of visits per day over the last ${days} days (${countText(report.visits)} in all) against the ` +
    `${days} days before (${countText(report.previousVisits)}). The table beside it gives each day.`
  return (
    <section aria-labelledby="visits-per-day" style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <h2 id="visits-per-day">Visits per day</h2>
      <p>A visit is a page view that came from outside the site: a search engine, a link elsewhere, a bookmark.</p>
      <div style={GRID}>
        <VisitsChart days={chartDays} summary={summary} />
        <div role="region" aria-label="Visits per day, table" tabIndex={0} style={{ maxHeight: 420, overflow: 'auto' }}>
          <VisitsTable table={reportTable(report, 'visits-per-day')} days={days} shown={days} />
        </div>
      </div>
    </section>
  )
}

/** Everything the dashboard shows for one period. */
export function VisitsDashboard({ report }: { report: VisitReport }) {
  const days = report.period.days
  return (
    <>
      <Summary report={report} />
      {report.dropped ? (
        <p role="note" style={{ color: 'var(--theme-warning-750, inherit)' }}>
          The figures are partial: {countText(report.dropped)} counts were left out at busy moments.
        </p>
      ) : null}
      <PerDay report={report} />
      <h2>What visitors looked at and looked for</h2>
      <div style={GRID}>
        {TOP_TABLES.map((id) => (
          <VisitsTable key={id} table={reportTable(report, id)} days={days} />
        ))}
      </div>
      <h2>Addresses not found</h2>
      <p>
        Addresses visitors asked for that the site does not have, and where they came from. Add a redirect to lead them
        to the right page: the address then answers with a permanent redirect.
      </p>
      <NotFoundTable report={report} />
    </>
  )
}
