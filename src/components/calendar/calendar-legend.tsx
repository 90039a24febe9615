import { CALENDAR_ENTRY_TYPES, CALENDAR_TYPE_LABELS } from '@/lib/calendar'

import styles from './calendar.module.css'

/** The key to the grid's tags: each type's colour, short tag and full name. */
export function CalendarLegend() {
  return (
    <div className={styles.legend}>
      <h3 id="calendar-legend-title" className={styles.legendTitle}>
        Key
      </h3>
      <ul className="pill-list" aria-labelledby="calendar-legend-title" data-testid="calendar-legend">
        {CALENDAR_ENTRY_TYPES.map((type) => (
          <li key={type}>
            <span className={styles.tag} data-type={type} aria-hidden="true">
              {CALENDAR_TYPE_LABELS[type].tag}
            </span>
            <span>{CALENDAR_TYPE_LABELS[type].label}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
