import type { CalendarItem } from '@/content/calendar-page'
import { monthLabel } from '@/lib/calendar'
import { formatDate } from '@/lib/dates'

import styles from './calendar.module.css'
import { SemesterCode, TypeTag } from './type-tag'

/**
 * Every entry as a plain list by month: what screen readers, printers and visitors without
 * JavaScript read. Dates are shown exactly as stored.
 */
export function CalendarList({ groups }: { groups: Array<{ month: string; entries: CalendarItem[] }> }) {
  if (groups.length === 0) return <p>No dates have been published for this session yet.</p>
  return (
    <div className={styles.listMonths} data-testid="calendar-list">
      {groups.map((group) => (
        <section key={group.month} aria-labelledby={`calendar-list-${group.month}`} className={styles.listMonth}>
          <h3 id={`calendar-list-${group.month}`}>{monthLabel(group.month)}</h3>
          <ul className={styles.list}>
            {group.entries.map((entry) => (
              <li key={entry.id} data-date={entry.date}>
                <time dateTime={entry.date} className={styles.listDate}>
                  {formatDate(entry.date)}
                </time>
                <span className={styles.listTitle}>{entry.title}</span>
                <span className={styles.listMeta}>
                  <TypeTag type={entry.type} />
                  <SemesterCode code={entry.semesterCode} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
