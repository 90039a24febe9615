import '@/server-only'

import { APIError, ValidationError, type PayloadRequest, type Where } from 'payload'

import { lagosToday } from '@/lib/calendar'
import { redirectPath, redirectTarget } from '@/lib/redirect-path'
import {
  periodEnding,
  programmeSlugOf,
  shapeReport,
  type PeriodDays,
  type VisitReport,
  type VisitRow,
} from '@/lib/visit-report'

import { targetOf } from './redirects'

/**
 * The visits dashboard's reads and its one write (src/components/admin/visits-view.tsx,
 * src/endpoints/visits.ts), as the signed-in person in `req`: the collections' own rules decide, so only
 * admins and editors read the counts (src/collections/visit-counts.ts) and make redirects.
 */

/** The stored tallies the report needs: every kind in the period, the visits alone in the period before. */
async function readRows(req: PayloadRequest, first: string, last: string, previousFirst: string): Promise<VisitRow[]> {
  const where: Where = {
    or: [
      { and: [{ day: { greater_than_equal: first } }, { day: { less_than_equal: last } }] },
      {
        and: [
          { day: { greater_than_equal: previousFirst } },
          { day: { less_than: first } },
          { kind: { equals: 'visit' } },
        ],
      },
    ],
  }
  const { docs } = await req.payload.find({
    collection: 'visit-counts',
    where,
    pagination: false,
    depth: 0,
    select: { day: true, kind: true, key: true, detail: true, count: true },
    req,
    overrideAccess: false,
  })
  return docs.map((d) => ({ day: d.day, kind: d.kind, key: d.key, detail: d.detail ?? '', count: d.count ?? 0 }))
}

/** The names of the programmes whose pages were viewed, by slug. */
async function programmeNames(req: PayloadRequest, rows: readonly VisitRow[]): Promise<Map<string, string>> {
  const slugs = [...new Set(rows.filter((r) => r.kind === 'view').flatMap((r) => programmeSlugOf(r.key) ?? []))]
  if (!slugs.length) return new Map()
  const { docs } = await req.payload.find({
    collection: 'programmes',
    where: { slug: { in: slugs } },
    pagination: false,
    depth: 0,
    select: { slug: true, name: true },
    req,
    overrideAccess: false,
  })
  return new Map(docs.flatMap((d) => (d.slug ? [[d.slug, d.name] as [string, string]] : [])))
}

/** The redirects that already exist from the not-found addresses, old path → where it leads. */
async function existingRedirects(req: PayloadRequest, rows: readonly VisitRow[]): Promise<Map<string, string>> {
  const paths = [...new Set(rows.filter((r) => r.kind === 'not-found').flatMap((r) => redirectPath(r.key) ?? []))]
  if (!paths.length) return new Map()
  const { docs } = await req.payload.find({
    collection: 'redirects',
    where: { from: { in: paths } },
    pagination: false,
    depth: 1,
    req,
    overrideAccess: false,
  })
  return new Map(docs.map((d) => [d.from, targetOf(d) ?? 'a page']))
}

/** The report of the `days` Lagos days ending on the day of `nowMs` (the clock, given for tests). */
export async function visitReport(req: PayloadRequest, days: PeriodDays, nowMs = Date.now()): Promise<VisitReport> {
  const period = periodEnding(lagosToday(nowMs), days)
  const rows = await readRows(req, period.first, period.last, period.previousFirst)
  const current = rows.filter((r) => r.day >= period.first)
  const [programmes, redirects] = await Promise.all([programmeNames(req, current), existingRedirects(req, current)])
  return shapeReport(rows, period, { programmes, redirects })
}

export type RedirectAdded = { ok: true; from: string } | { ok: false; status: number; message: string }

/** The messages of a refusal Payload raised for the editor's input (its rules, the redirects' own checks). */
function refusalText(error: unknown): string | null {
  if (error instanceof ValidationError)
    return error.data.errors.map((e) => e.message).join(' ') || 'The redirect was refused.'
  if (error instanceof APIError && error.status >= 400 && error.status < 500) return error.message
  return null
}

/**
 * Adds a redirect from a not-found address to `to` as the signed-in person: the redirects collection's
 * own rules (who may, which addresses) and the audit trail apply. 409 when the address already leads
 * somewhere; a refusal of the input is a 400 with the collection's reason.
 */
export async function addRedirect(req: PayloadRequest, from: string, to: string): Promise<RedirectAdded> {
  const path = redirectPath(from) ?? from
  const existing = await req.payload.count({ collection: 'redirects', where: { from: { equals: path } }, req })
  if (existing.totalDocs) return { ok: false, status: 409, message: `${path} already has a redirect.` }
  try {
    await req.payload.create({
      collection: 'redirects',
      data: { from: path, to: { type: 'custom', url: redirectTarget(to) ?? to } },
      req,
      overrideAccess: false,
      depth: 0,
    })
    return { ok: true, from: path }
  } catch (error) {
    const message = refusalText(error)
    if (message === null) throw error
    const status = error instanceof APIError && error.status === 403 ? 403 : 400
    return { ok: false, status, message }
  }
}
