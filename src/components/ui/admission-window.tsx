import Link from '@/components/ui/link'

import type { AdmissionWindowView } from '@/content/admission-steps'
import { pathOf } from '@/lib/routes'

import styles from './admission-window.module.css'

/** Where the admission calendar is: the application process page, at its heading. */
export const ADMISSION_CALENDAR_HREF = `${pathOf('applicationProcess')}#admission-calendar-title`

type AdmissionWindowNoteProps = {
  /** Today's state of the window (decided on the server, in Lagos); nothing shows without one. */
  state: AdmissionWindowView | null
  /** Link to the admission calendar (not on the page that shows it). */
  calendarLink?: boolean
  className?: string
}

/**
 * Whether applications are open today, beside 'Apply now': open (and the days left), opening on a
 * date, or closed (and when the next open). Rendered on the server; stored pages are rendered again
 * at least every few minutes, so the state follows the day.
 */
export function AdmissionWindowNote({ state, calendarLink = true, className }: AdmissionWindowNoteProps) {
  if (!state) return null
  return (
    <p
      className={className ? `${styles.note} ${className}` : styles.note}
      data-testid="admission-window"
      data-state={state.state}
    >
      <strong>{state.headline}</strong> {state.detail}
      {calendarLink ? (
        <>
          {' '}
          <Link href={ADMISSION_CALENDAR_HREF}>All admission dates</Link>
        </>
      ) : null}
    </p>
  )
}
