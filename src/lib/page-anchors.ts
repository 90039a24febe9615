/**
 * The addresses of the parts of fixed pages that the site search links to directly (the library's
 * opening hours, one contact office), so a result lands on the part that answers the query. The page
 * gives the part this id and the search builds the link with it: one rule for both.
 */
import { findMediaOffice } from './media-office'
import { slugify } from './slug'

/** The ids of the parts of the library page's 'Visiting the library'. */
export const LIBRARY_ANCHORS = { location: 'location', hours: 'opening-hours', rules: 'library-rules' } as const

/** The id of a contact office's row on the contact page: its name as a slug, after a fixed prefix. */
export function officeAnchor(office: string): string {
  return `office-${slugify(office) || 'unnamed'}`
}

/** What the contact page says beside the office that answers the press (and the search finds it by). */
export const PRESS_NOTE = 'Press and media enquiries'

/** The note shown beside an office, by name: the press note for the media office of the list, else null. */
export function officeNote(office: string, offices: readonly string[]): string | null {
  return findMediaOffice(offices.map((name) => ({ office: name })))?.office === office ? PRESS_NOTE : null
}
