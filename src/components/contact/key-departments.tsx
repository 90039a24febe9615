import { TableHead } from '@/components/ui/table-head'
import type { ContactOfficeView } from '@/content/views'
import { officeAnchor, officeNote } from '@/lib/page-anchors'
import { telHref } from '@/lib/phone'

import styles from './contact.module.css'

/**
 * The contact offices as a table (stacked, labelled cards on a phone); nothing when there are none.
 * Each row has an id the site search links to, and the office that answers the press says so.
 */
export function KeyDepartments({ offices }: { offices: ContactOfficeView[] }) {
  if (offices.length === 0) return null
  const names = offices.map((o) => o.office)
  return (
    <section className="section section--paper" aria-labelledby="departments-title">
      <div className="container">
        <h2 id="departments-title">Key Departments</h2>
        <table className={`ruled-table ${styles.table}`}>
          <TableHead columns={['Office', 'Contact Person', 'Email', 'Phone']} />
          <tbody>
            {offices.map((o) => (
              <tr key={o.office} id={officeAnchor(o.office)}>
                <th scope="row" data-label="Office">
                  <span>
                    {o.office}
                    <OfficeNote note={officeNote(o.office, names)} />
                  </span>
                </th>
                <td data-label="Contact Person">{o.contactPerson}</td>
                <td data-label="Email">
                  <a href={`mailto:${o.email}`}>{o.email}</a>
                </td>
                <td data-label="Phone">
                  <a href={telHref(o.phone)}>{o.phone}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

function OfficeNote({ note }: { note: string | null }) {
  return note ? <span className={styles.note}>{note}</span> : null
}
