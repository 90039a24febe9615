import Link from '@/components/ui/link'
import type { ReactNode } from 'react'

import type { CompareColumn } from '@/content/compare'
import { formatDollarsWhole, formatNairaWhole } from '@/lib/money'

import styles from './compare.module.css'

const TYPES: Record<string, string> = {
  foundation: 'Foundation',
  undergraduate: 'Undergraduate',
  postgraduate: 'Postgraduate',
}

const courseHref = (slug: string) => `/course/${encodeURIComponent(slug)}`
const breakdownHref = (code: string) => `/breakdown/${encodeURIComponent(code)}`

/** A programme's length in words: '4 years', '18 months'. */
export function durationText(duration: number, type: string) {
  const unit = (type || 'Years').replace(/s$/i, '').toLowerCase()
  return `${duration} ${unit}${duration === 1 ? '' : 's'}`
}

/** The credit units of one year; a year past the duration or without published modules says so. */
function yearCredits(column: CompareColumn, year: number): ReactNode {
  const load = column.years[year - 1]
  if (!load) return <span className={styles.none}>Not part of this programme</span>
  if (load.modules === 0) return <span className={styles.none}>No modules published</span>
  return <span className={styles.number}>{load.creditUnits}</span>
}

type Row = { key: string; label: string; cell: (c: CompareColumn) => ReactNode }

function rowsFor(years: number[]): Row[] {
  return [
    { key: 'degree', label: 'Degree', cell: (c) => c.degreeInView },
    { key: 'type', label: 'Programme type', cell: (c) => TYPES[c.applicationType] ?? c.applicationType },
    { key: 'duration', label: 'Duration', cell: (c) => durationText(c.duration, c.durationType) },
    { key: 'faculty', label: 'Faculty', cell: (c) => c.facultyName || '—' },
    {
      key: 'total-local',
      label: 'Total tuition (local)',
      cell: (c) => <span className={styles.number}>{formatNairaWhole(c.total.local)}</span>,
    },
    {
      key: 'total-intl',
      label: "Total tuition (int'l)",
      cell: (c) => <span className={styles.number}>{formatDollarsWhole(c.total.intl)}</span>,
    },
    ...years.map((year) => ({
      key: `credits-year-${year}`,
      label: `Credit units, Year ${year}`,
      cell: (c: CompareColumn) => yearCredits(c, year),
    })),
    {
      key: 'modules',
      label: 'Number of modules',
      cell: (c) => <span className={styles.number}>{c.moduleCount}</span>,
    },
    {
      key: 'breakdown',
      label: 'Modules and tuition by year',
      cell: (c) => (
        <Link href={breakdownHref(c.code)}>
          View breakdown<span className="visually-hidden"> of {c.degreeInView}</span>
        </Link>
      ),
    },
  ]
}

type CompareColumnsProps = { columns: CompareColumn[]; years: number[] }

/**
 * The programmes side by side: a table from about 600 px up, one labelled card per programme below
 * that (nothing scrolls sideways). Both are rendered; CSS shows one.
 */
export function CompareColumns({ columns, years }: CompareColumnsProps) {
  const rows = rowsFor(years)
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={`data-table ${styles.table}`} data-testid="compare-table">
          <caption className="visually-hidden">Programmes compared side by side</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Figure</span>
              </th>
              {columns.map((c) => (
                <th scope="col" key={c.slug} data-programme={c.slug}>
                  <Link href={courseHref(c.slug)}>{c.name}</Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-figure={row.key}>
                <th scope="row">{row.label}</th>
                {columns.map((c) => (
                  <td key={c.slug} data-programme={c.slug}>
                    {row.cell(c)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className={styles.cards} data-testid="compare-cards">
        {columns.map((c) => (
          <li key={c.slug} data-programme={c.slug}>
            <article className={styles.card} aria-labelledby={`compare-card-${c.slug}`}>
              <h4 id={`compare-card-${c.slug}`}>
                <Link href={courseHref(c.slug)}>{c.name}</Link>
              </h4>
              <dl className={`fact-pairs ${styles.facts}`}>
                {rows.map((row) => (
                  <div key={row.key} data-figure={row.key} className={styles.fact}>
                    <dt>{row.label}</dt>
                    <dd>{row.cell(c)}</dd>
                  </div>
                ))}
              </dl>
            </article>
          </li>
        ))}
      </ul>
    </>
  )
}
