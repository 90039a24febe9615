import type { ReactNode } from 'react'

import { TableHead } from '@/components/ui/table-head'

import styles from './people.module.css'

type ProfileTableProps = {
  id: string
  title: string
  columns: string[]
  empty: string
  /** Plain rows (each cell labelled with its column on a phone), or how many rows `children` holds. */
  rows: Array<{ key: string; cells: Array<string | number> }> | number
  /** The table's own body, when its rows are more than text. */
  children?: ReactNode
}

/** A titled table of the profile, or a sentence saying it is empty. */
export function ProfileTable({ id, title, columns, empty, rows, children }: ProfileTableProps) {
  const count = typeof rows === 'number' ? rows : rows.length
  return (
    <section className={styles.tableSection} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {count > 0 ? (
        <table className={`data-table table-stack ${styles.table}`} aria-labelledby={id}>
          <TableHead columns={columns} />
          {typeof rows === 'number' ? (
            children
          ) : (
            <tbody>
              {rows.map((r) => (
                <tr key={r.key}>
                  {r.cells.map((cell, i) => (
                    <td key={columns[i]} data-label={columns[i]}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          )}
        </table>
      ) : (
        <p className={styles.empty}>{empty}</p>
      )}
    </section>
  )
}
