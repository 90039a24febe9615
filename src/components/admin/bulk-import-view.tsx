import { Gutter } from '@payloadcms/ui'
import Link from '@/components/ui/link'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import { isContentEditor } from '@/access'
import { SHEET_SLUGS, SHEETS } from '@/lib/bulk-sheets'

import { AdminViewFrame } from './admin-view-frame'
import { BulkImportForm, type SheetChoice } from './bulk-import-form'

/** The sheets as the form offers them: plain props, each column with whether a file must have it. */
const CHOICES: SheetChoice[] = SHEET_SLUGS.map((slug) => ({
  slug,
  title: SHEETS[slug].title,
  key: SHEETS[slug].key,
  columns: SHEETS[slug].columns.map((column) => ({ header: column.header, required: column.required })),
}))

/**
 * The admin's Bulk import view (`/admin/bulk-import`): a spreadsheet of one of the sheets (tuition rows,
 * other fees, calendar entries, staff, programmes) checked row by row, then applied all or none
 * (src/endpoints/bulk-import.ts).
 * Admins and editors only; anyone else signed in is told so, anyone signed out goes to sign in.
 */
export function BulkImportView(view: AdminViewServerProps) {
  const { req } = view.initPageResult
  if (!req.user) redirect('/admin/login?redirect=%2Fadmin%2Fbulk-import')
  return (
    <AdminViewFrame view={view}>
      <Gutter>
        <h1>Bulk import and export</h1>
        {isContentEditor(req.user) ? (
          <BulkImportForm sheets={CHOICES} />
        ) : (
          <p role="note">Only admins and editors may import or export; ask one of them.</p>
        )}
      </Gutter>
    </AdminViewFrame>
  )
}

/** The link to the view, under the admin's menu. */
export function BulkImportNavLink() {
  return (
    <Link href="/admin/bulk-import" className="nav__link" style={{ marginTop: '1rem' }}>
      Bulk import and export
    </Link>
  )
}
