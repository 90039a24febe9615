import { CALENDAR_TYPE_LABELS, type CalendarEntryType } from '@/lib/calendar'

import styles from './calendar.module.css'

/**
 * An entry type as text on its colour, so the colour is never the only difference. `compact`
 * shows the short tag on narrow screens (the full label stays in the accessibility tree).
 */
export function TypeTag({ type, compact = false }: { type: CalendarEntryType; compact?: boolean }) {
  const { label, tag } = CALENDAR_TYPE_LABELS[type]
  if (!compact)
    return (
      <span className={styles.tag} data-type={type}>
        {label}
      </span>
    )
  return (
    <span className={`${styles.tag} ${styles.compact}`} data-type={type}>
      <span aria-hidden="true" className={styles.tagShort}>
        {tag}
      </span>
      <span className={styles.tagLong}>{label}</span>
    </span>
  )
}

/** An entry's semester code, named for screen readers; nothing when it has none. */
export function SemesterCode({ code }: { code: string | null | undefined }) {
  if (!code) return null
  return (
    <span className={styles.semester}>
      <span className="visually-hidden">Semester code </span>
      {code}
    </span>
  )
}
