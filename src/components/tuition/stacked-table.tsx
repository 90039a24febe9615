import type { ReactNode } from 'react'

import { TableHead } from '@/components/ui/table-head'

import styles from './tuition.module.css'

type StackedTableProps = {
  columns: ReadonlyArray<{ key: string; label: ReactNode }> | readonly string[]
  /** The accessible name of the scrolling box, which then is a region. */
  region?: string
  /** The id of the heading naming the table. */
  labelledBy?: string
  /** The rows (a tbody). */
  children: ReactNode
}

/** A tuition or modules table in its box; on narrow screens its rows become stacked cards. */
export function StackedTable({ columns, region, labelledBy, children }: StackedTableProps) {
  return (
    <div className={styles.tableBox} role={region ? 'region' : undefined} aria-label={region}>
      <table className={`data-table table-stack ${styles.table} ${styles.stack}`} aria-labelledby={labelledBy}>
        <TableHead columns={columns} />
        {children}
      </table>
    </div>
  )
}
