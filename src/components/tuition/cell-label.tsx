import styles from './tuition.module.css'

/** The column's name inside a cell, shown only where the rows are stacked cards (narrow screens). */
export function CellLabel({ children }: { children: string }) {
  return (
    <span className={styles.cellLabel} aria-hidden="true">
      {children}
    </span>
  )
}
