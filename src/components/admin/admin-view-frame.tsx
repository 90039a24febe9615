import { DefaultTemplate } from '@payloadcms/next/templates'
import type { ReactNode } from 'react'
import type { AdminViewServerProps } from 'payload'

/** One of our admin views (bulk import, visits) inside Payload's own frame: its menu, header and styles. */
export function AdminViewFrame({ view, children }: { view: AdminViewServerProps; children: ReactNode }) {
  const { initPageResult, params, searchParams } = view
  const { req, permissions, locale, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      {children}
    </DefaultTemplate>
  )
}
