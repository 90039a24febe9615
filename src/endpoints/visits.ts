/**
 * The visits dashboard's two actions through Payload's REST API (src/components/admin/visits-view.tsx):
 *
 * - `GET  /api/visits/export/<table>?days=30|90`: one of the dashboard's tables as CSV (src/lib/visit-report.ts
 *   names them);
 * - `POST /api/visits/redirect`: a form (`from`, `to`, `days`) that adds a redirect from a not-found address,
 *   then goes back to the dashboard (303), which confirms it.
 *
 * Admins and editors only (403 for anyone else; the REST gate already answers 401 to anyone signed out).
 */
import { stringify } from 'csv-stringify/sync'
import type { Endpoint, PayloadRequest } from 'payload'

import { isContentEditor } from '@/access'
import { addRedirect, visitReport } from '@/content/visit-report'
import {
  csvFileName,
  csvRows,
  isCrossSite,
  isTableId,
  periodOf,
  redirectRequestProblem,
  reportTable,
} from '@/lib/visit-report'

const noStore = { 'Cache-Control': 'private, no-store' }

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/**
 * A refusal the person can read: a short page with the way back for a browser's form post, the API's
 * usual `{ errors: [{ message }] }` for anything else.
 */
function refuse(req: PayloadRequest, status: number, message: string): Response {
  if (!req.headers.get('accept')?.includes('text/html'))
    return Response.json({ errors: [{ message }] }, { status, headers: noStore })
  const page = `<!doctype html><html lang="en"><meta charset="utf-8"><title>No redirect added</title>
<h1>No redirect added</h1><p>${escapeHtml(message)}</p><p><a href="/admin/visits">Back to the visits</a></p></html>`
  return new Response(page, { status, headers: { ...noStore, 'Content-Type': 'text/html; charset=utf-8' } })
}

const ONLY_EDITORS = 'Only admins and editors may read the visits or add redirects from them.'

async function exportTable(req: PayloadRequest): Promise<Response> {
  if (!isContentEditor(req.user)) return refuse(req, 403, ONLY_EDITORS)
  const id = req.routeParams?.table
  if (!isTableId(id)) return refuse(req, 404, 'No such table of the visits.')
  const report = await visitReport(req, periodOf(req.searchParams.get('days')))
  const csv = `\uFEFF${stringify(csvRows(reportTable(report, id)))}`
  return new Response(csv, {
    headers: {
      ...noStore,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFileName(id, report.period)}"`,
    },
  })
}

/** The form's fields, or null when the body is not a form. */
async function formOf(req: PayloadRequest): Promise<URLSearchParams | null> {
  const type = req.headers.get('content-type')?.split(';', 1)[0].trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded') return null
  return new URLSearchParams((await req.text?.()) ?? '')
}

async function addRedirectFromForm(req: PayloadRequest): Promise<Response> {
  const trusted = Array.isArray(req.payload.config.csrf) ? req.payload.config.csrf : []
  if (isCrossSite(req.headers.get('origin'), req.headers.get('sec-fetch-site'), trusted))
    return refuse(req, 403, 'A redirect is added from the admin’s own page only.')
  if (!isContentEditor(req.user)) return refuse(req, 403, ONLY_EDITORS)
  const form = await formOf(req)
  if (!form) return refuse(req, 415, 'Send the form as application/x-www-form-urlencoded, with from and to.')
  const from = form.get('from') ?? ''
  const to = form.get('to') ?? ''
  const problem = redirectRequestProblem(from, to)
  if (problem) return refuse(req, 400, problem)
  const added = await addRedirect(req, from, to)
  if (!added.ok) return refuse(req, added.status, added.message)
  const days = periodOf(form.get('days'))
  const back = `/admin/visits?${new URLSearchParams({ ...(days === 90 ? { days: '90' } : {}), redirected: added.from })}`
  return new Response(null, { status: 303, headers: { ...noStore, Location: back } })
}

export const visitEndpoints: Endpoint[] = [
  { path: '/visits/export/:table', method: 'get', handler: exportTable },
  { path: '/visits/redirect', method: 'post', handler: addRedirectFromForm },
]
