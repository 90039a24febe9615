import type { PublicationView } from '@/content/views'

import { ProfileTable } from './profile-table'
import { PublicationRows } from './publication-rows'

/** The profile's publications; each row counts its views and downloads when clicked (publication-counts.tsx). */
export function PublicationsTable({ publications }: { publications: PublicationView[] }) {
  return (
    <ProfileTable
      id="publications-title"
      title="Publications"
      columns={['Title', 'Authors', 'Downloads | Views', 'Year', 'View', 'Download']}
      empty="No publications listed yet."
      rows={publications.length}
    >
      <PublicationRows publications={publications} />
    </ProfileTable>
  )
}
