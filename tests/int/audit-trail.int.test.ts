/**
 * The audit trail: every change a signed-in person makes is recorded (who, when, what, from where),
 * admins read it, and nobody can write, change or delete an entry through the API.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { payloadClient } from '@/content/payload'
import type { AuditEntry, TuitionRow } from '@/payload-types'

import { restAs, signedInAccount, type RestAnswer } from '../support/rest-as'

type Call = (path: string, method?: string, body?: unknown) => Promise<RestAnswer>
let payload: Payload
let asAdmin: Call
let asEditor: Call
let anonymous: Call
let row: TuitionRow

const ADMIN_ADDRESS = '198.51.100.23'
// The integration projects' admin (vitest.config.ts).
const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? ''
const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? ''

const entriesFor = async (target: string, documentId?: string | number) =>
  (
    await payload.find({
      collection: 'audit-entries',
      where: { target: { equals: target }, ...(documentId ? { documentId: { equals: String(documentId) } } : {}) },
      sort: '-createdAt',
      depth: 0,
    })
  ).docs as AuditEntry[]

beforeAll(async () => {
  payload = await payloadClient()
  // The seeded admin: a second admin would break the tests that count on the site having exactly one.
  const admin = await payload.login({ collection: 'users', data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })
  const editor = await signedInAccount(payload, {
    email: 'audit-editor@int.test',
    password: 'Audit-editor-writes-26',
    role: 'editor',
  })
  asAdmin = await restAs(admin.token ?? '', ADMIN_ADDRESS)
  asEditor = await restAs(editor.token, '198.51.100.24')
  anonymous = await restAs(null)
  const [programme] = (await payload.find({ collection: 'programmes', limit: 1, depth: 0 })).docs
  row = await payload.create({
    collection: 'tuition-rows',
    data: {
      programme: programme.id,
      level: '700',
      semester: 'First',
      tuitionAmount: 1_000_000,
      tuitionAmountIntl: 800,
    },
  })
})

describe('the audit trail', () => {
  it('records who changed a fee, from where, and what it was before', async () => {
    const changed = await asAdmin(`/api/tuition-rows/${row.id}`, 'PATCH', { tuitionAmount: 1_100_000 })
    expect(changed.status).toBe(200)
    const [entry] = await entriesFor('tuition-rows', row.id)
    expect(entry).toMatchObject({
      userEmail: ADMIN_EMAIL,
      action: 'update',
      address: ADMIN_ADDRESS,
      summary: 'Changed tuitionAmount',
    })
    expect(entry.changes).toEqual([{ field: 'tuitionAmount', from: '1000000', to: '1100000' }])
  })

  it('records a page change and a deletion', async () => {
    const { body: before } = await asEditor('/api/globals/hostel-page')
    const saved = await asEditor('/api/globals/hostel-page', 'POST', { intro: before?.intro })
    expect(saved.status).toBe(200)
    const [page] = await entriesFor('global:hostel-page')
    expect(page.userEmail).toBe('audit-editor@int.test')

    const made = await asEditor('/api/titles', 'POST', { name: `Engr. ${randomUUID().slice(0, 8)}` })
    expect(made.status).toBe(201)
    expect((await asEditor(`/api/titles/${made.body?.doc?.id}`, 'DELETE')).status).toBe(200)
    const actions = (await entriesFor('titles', made.body?.doc?.id)).map((e) => e.action)
    expect(actions).toEqual(['delete', 'create'])
  })

  it('records nothing for the site’s own work (seed, scripts)', async () => {
    await payload.update({ collection: 'tuition-rows', id: row.id, data: { tuitionAmountIntl: 801 } })
    const [latest] = await entriesFor('tuition-rows', row.id)
    expect(latest.changes).not.toContainEqual(expect.objectContaining({ field: 'tuitionAmountIntl' }))
  })

  it('is read by admins only', async () => {
    const read = await asAdmin('/api/audit-entries?limit=5')
    expect(read.status).toBe(200)
    expect(read.body?.totalDocs).toBeGreaterThan(0)
    expect((await asEditor('/api/audit-entries')).status).toBe(403)
    expect((await anonymous('/api/audit-entries')).status).toBe(403)
  })

  it('cannot be written, edited or deleted, even by an admin', async () => {
    const [entry] = await entriesFor('tuition-rows', row.id)
    expect((await asAdmin('/api/audit-entries', 'POST', { action: 'update', target: 'news' })).status).toBe(403)
    expect((await asAdmin(`/api/audit-entries/${entry.id}`, 'PATCH', { userEmail: 'someone@else' })).status).toBe(403)
    expect((await asAdmin(`/api/audit-entries/${entry.id}`, 'DELETE')).status).toBe(403)
    const kept = await payload.findByID({ collection: 'audit-entries', id: entry.id, depth: 0 })
    expect(kept.userEmail).toBe(ADMIN_EMAIL)
  })
})
