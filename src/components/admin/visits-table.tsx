import type { ReactNode } from 'react'

import { countText, dayText, type Cell, type ReportTable } from '@/lib/visit-report'

/** Visually hidden, still read: the table a "Download CSV" link is for. */
export const HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const

/** Payload's tables give each cell 150 px at least: too wide for three columns side by side. */
const CELL = { minWidth: 0 } as const

const cellText = (cell: Cell, dayCells: boolean) =>
  typeof cell === 'number' ? countText(cell) : dayCells ? dayText(cell) : cell

/** The CSV of one of the dashboard's tables, for the period shown. */
export function CsvLink({ table, days }: { table: ReportTable; days: number }) {
  return (
    <a href={`/api/visits/export/${table.id}?days=${days}`} download>
      Download CSV<span style={HIDDEN}> of {table.title.toLowerCase()}</span>
    </a>
  )
}

type Props = {
  table: ReportTable
  days: number
  /** The most rows shown (the CSV has them all). */
  shown?: number
  /** A last column of the row's own, such as a form; its heading. */
  extra?: { heading: string; cell: (index: number) => ReactNode }
}

/** A row: its first cell heads it, numbers stand to the right. */
function Row({ row, dayCells, extra }: { row: Cell[]; dayCells: boolean; extra?: ReactNode }) {
  return (
    <tr>
      {row.map((cell, c) =>
        c === 0 ? (
          <th key={c} scope="row" style={{ ...CELL, fontWeight: 400, textAlign: 'left', wordBreak: 'break-word' }}>
            {cellText(cell, dayCells)}
          </th>
        ) : (
          <td key={c} style={{ ...CELL, textAlign: typeof cell === 'number' ? 'right' : 'left' }}>
            {cellText(cell, dayCells)}
          </td>
        ),
      )}
      {extra ? <td style={CELL}>{extra}</td> : null}
    </tr>
  )
}

/** One of the dashboard's tables: a caption, column headings, the first rows, and its CSV. */
export function VisitsTable({ table, days, shown = 15, extra }: Props) {
  const rows = table.rows.slice(0, shown)
  const more = table.rows.length - rows.length
  const headings = extra ? [...table.columns, extra.heading] : table.columns
  return (
    <div className="table" style={{ marginBottom: 'calc(var(--base) * 1.5)' }}>
      <table>
        <caption style={{ textAlign: 'left', fontWeight: 600, padding: 'calc(var(--base) * 0.5) 16px' }}>
          {table.title}
        </caption>
        <thead style={{ color: 'var(--theme-elevation-800)' }}>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" style={{ ...CELL, textAlign: 'left' }}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <Row key={i} row={row} dayCells={table.dayCells} extra={extra?.cell(i)} />
          ))}
        </tbody>
      </table>
      <p style={{ padding: '0 16px' }}>
        {rows.length ? null : 'Nothing in this period. '}
        {more > 0 ? `${countText(more)} more in the CSV. ` : null}
        <CsvLink table={table} days={days} />
      </p>
    </div>
  )
}
