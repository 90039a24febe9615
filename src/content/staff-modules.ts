import '@/server-only'

import type { Payload } from 'payload'

import type { Staff } from '@/payload-types'

import type { StaffModuleView } from './views'

/**
 * The modules a staff member's profile lists: the running modules whose lecturers name them (the
 * breakdowns' source), one row per code, by code. So the profile and the breakdowns never disagree.
 * The typed list of the staff record shows only for someone no running module names.
 */
export async function taughtModules(payload: Payload, staff: Staff): Promise<StaffModuleView[]> {
  const { docs } = await payload.find({
    collection: 'running-modules',
    // Of published programmes only: those are the breakdowns a visitor can open.
    where: { and: [{ lecturers: { in: [staff.id] } }, { 'programme._status': { equals: 'published' } }] },
    pagination: false,
    depth: 0,
    select: { moduleCode: true, moduleName: true, creditLoad: true },
    sort: 'moduleCode',
  })
  const byCode = new Map<string, StaffModuleView>()
  for (const m of docs) {
    if (!byCode.has(m.moduleCode))
      byCode.set(m.moduleCode, { name: m.moduleName, code: m.moduleCode, creditUnit: m.creditLoad })
  }
  if (byCode.size > 0) return [...byCode.values()]
  return (staff.modules ?? []).map((m) => ({ name: m.name, code: m.code, creditUnit: m.creditUnit }))
}
