/**
 * Bulk import and export (docs/site.md#bulk-import), through Payload's REST handler as the admin's
 * Bulk import view calls it: a dry run that lists every change and error by row and writes nothing,
 * an apply that writes all rows or none, and the export an import reads back unchanged.
 */
import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import writeXlsxFile from 'write-excel-file/node'

import type { ImportReport } from '@/content/bulk-import'
import { payloadClient } from '@/content/payload'
import { SHEET_SLUGS } from '@/lib/bulk-sheets'

import { signedInAccount } from '../support/rest-as'

let payload: Payload
let editorToken: string
let editorId: number
let programme: { id: number; code: string }

type Answer = {
  status: number
  body: (ImportReport & { errors?: { message: string }[] }) | null
  bytes: Buffer
  text: string
}

/** A file sent as the admin's form sends it (multipart, field "file"), by `token`'s holder. */
async function send(path: string, file: Buffer | string | null, token: string | null = editorToken): Promise<Answer> {
  const headers = new Headers({ 'X-Forwarded-For': '192.0.2.44' })
  if (token) headers.set('Authorization', `JWT ${token}`)
  let body: FormData | undefined
  if (file !== null) {
    body = new FormData()
    body.set(
      'file',
      new Blob([typeof file === 'string' ? file : new Uint8Array(file)]),
      typeof file === 'string' ? 'fees.csv' : 'fees.xlsx',
    )
  }
  const request = new Request(`http://rest.test${path}`, { method: body ? 'POST' : 'GET', headers, body })
  const response = await handleEndpoints({ config, request })
  const bytes = Buffer.from(await response.arrayBuffer())
  const text = bytes.toString('utf8')
  const json = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null
  return { status: response.status, body: json, bytes, text }
}

const csv = (rows: string[][]) => rows.map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\r\n')
const HEADING = ['Programme code', 'Level', 'Semester', 'Tuition (NGN)', 'Tuition international (USD)']

async function rowsOf(programmeId: number) {
  const { docs } = await payload.find({
    collection: 'tuition-rows',
    where: { programme: { equals: programmeId } },
    depth: 0,
    pagination: false,
  })
  return docs
    .map((row) => [row.level, row.semester, row.tuitionAmount, row.tuitionAmountIntl])
    .sort((a, b) => `${a[0]}${a[1]}`.localeCompare(`${b[0]}${b[1]}`))
}

beforeAll(async () => {
  payload = await payloadClient()
  const account = await signedInAccount(payload, {
    email: 'bulk-importer@int.test',
    password: 'Imports-a-year-of-fees-2026',
    role: 'editor',
  })
  editorToken = account.token
  editorId = account.id
  // A programme of this test's own, so the rows it imports are its own.
  const [faculty] = (await payload.find({ collection: 'faculties', limit: 1, depth: 0 })).docs
  const code = `BLK-${randomUUID().slice(0, 6).toUpperCase()}`
  const made = await payload.create({
    collection: 'programmes',
    // The slug is made from the name by the collection's hook.
    data: {
      name: `Bulk Studies ${code}`,
      code,
      degreeInView: 'B.Sc. Bulk Studies',
      faculty: faculty.id,
      duration: 4,
    } as never,
    context: { disableRevalidate: true },
  })
  programme = { id: made.id, code }
})

afterAll(async () => {
  const context = { disableRevalidate: true }
  await payload.delete({ collection: 'tuition-rows', where: { programme: { equals: programme.id } }, context })
  await payload.delete({ collection: 'programmes', id: programme.id, context })
})

describe('bulk import of tuition rows', () => {
  it('gives a dry run of a new session’s rows, then writes them all, then shows a changed amount', async () => {
    const year = csv([
      HEADING,
      [programme.code, '100', 'First', '1,400,000', '2,800'],
      [programme.code.toLowerCase(), '100', 'second', '₦1,400,000', '2800'],
    ])
    const dry = await send('/api/bulk/tuition-rows/check', year)
    expect(dry.status).toBe(200)
    expect(dry.body?.counts).toEqual({ create: 2, update: 0, unchanged: 0, error: 0 })
    expect(dry.body?.rows[0].changes).toContainEqual({ column: 'Tuition (NGN)', from: '', to: '1400000' })
    expect(await rowsOf(programme.id)).toEqual([])

    const applied = await send('/api/bulk/tuition-rows/apply', year)
    expect(applied.status).toBe(200)
    expect(applied.body?.applied).toBe(true)
    expect(await rowsOf(programme.id)).toEqual([
      ['100', 'First', 1400000, 2800],
      ['100', 'Second', 1400000, 2800],
    ])

    const raised = csv([
      HEADING,
      [programme.code, '100', 'First', '1,400,000', '2,800'],
      [programme.code, '100', 'Second', '1,550,000', '2,800'],
    ])
    const second = await send('/api/bulk/tuition-rows/check', raised)
    expect(second.body?.counts).toEqual({ create: 0, update: 1, unchanged: 1, error: 0 })
    expect(second.body?.rows[1]).toMatchObject({
      line: 3,
      action: 'update',
      changes: [{ column: 'Tuition (NGN)', from: '1400000', to: '1550000' }],
    })
    expect((await send('/api/bulk/tuition-rows/apply', raised)).status).toBe(200)
    expect((await rowsOf(programme.id))[1]).toEqual(['100', 'Second', 1550000, 2800])

    // The audit trail names the editor who imported.
    const audit = await payload.find({
      collection: 'audit-entries',
      where: { and: [{ user: { equals: editorId } }, { target: { equals: 'tuition-rows' } }] },
      depth: 0,
    })
    expect(audit.totalDocs).toBe(3)
  })

  it('reads an XLSX file as it reads a CSV', async () => {
    const xlsx = await writeXlsxFile([
      HEADING.map((value) => ({ value })),
      [{ value: programme.code }, { value: '300' }, { value: 'First' }, { value: 1_600_000 }, { value: 3_100 }],
    ]).toBuffer()
    const dry = await send('/api/bulk/tuition-rows/check', xlsx)
    expect(dry.status).toBe(200)
    expect(dry.body?.rows).toMatchObject([{ line: 2, action: 'create', name: `${programme.code}, 300, First` }])
  })

  it('refuses a file with wrong columns, and writes nothing', async () => {
    const wrong = csv([
      ['Programme', 'Level', 'Semester', 'Fee'],
      [programme.code, '400', 'First', '5'],
    ])
    const dry = await send('/api/bulk/tuition-rows/check', wrong)
    expect(dry.body?.fileErrors).toContain('The column "Tuition (NGN)" is missing.')
    expect(dry.body?.fileErrors?.[0]).toMatch(/^Unknown column "Programme"/)
    const applied = await send('/api/bulk/tuition-rows/apply', wrong)
    expect(applied.status).toBe(422)
    expect(applied.body?.applied).toBe(false)
    expect((await rowsOf(programme.id)).some(([level]) => level === '400')).toBe(false)
  })

  it('lists duplicates, bad amounts and unknown programmes by row, and writes none of the good rows', async () => {
    const faulty = csv([
      HEADING,
      [programme.code, '500', 'First', '1,700,000', '3,300'],
      [programme.code, '500', 'First', '1,800,000', '3,300'],
      [programme.code, '500', 'Second', '1.7m', '3,300'],
      ['NO-SUCH-CODE', '500', 'Second', '1,700,000', '3,300'],
    ])
    const dry = await send('/api/bulk/tuition-rows/check', faulty)
    expect(dry.body?.counts).toEqual({ create: 1, update: 0, unchanged: 0, error: 3 })
    expect(dry.body?.rows.map((row) => [row.line, row.errors])).toEqual([
      [2, []],
      [3, ['Repeats row 2 (the same programme code, level, semester)']],
      [4, ['Tuition (NGN): "1.7m" is not an amount (digits, such as 1,250,000)']],
      [5, ['Programme code: "NO-SUCH-CODE" is not a programme code on the site']],
    ])
    expect((await send('/api/bulk/tuition-rows/apply', faulty)).status).toBe(422)
    expect((await rowsOf(programme.id)).some(([level]) => level === '500')).toBe(false)
  })

  it('reads its own export back as unchanged, row for row, for every sheet', async () => {
    const exported = await send('/api/bulk/tuition-rows/export', null)
    expect(exported.status).toBe(200)
    // A byte-order mark first, so that Excel reads the naira sign and names as UTF-8.
    expect([...exported.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(exported.text.split('\n')[0]).toBe(`\uFEFF${HEADING.join(',')}`)
    for (const sheet of SHEET_SLUGS) {
      const file = await send(`/api/bulk/${sheet}/export`, null)
      const total = (await payload.count({ collection: sheet })).totalDocs
      expect(total, sheet).toBeGreaterThan(0)
      const dry = await send(`/api/bulk/${sheet}/check`, file.text)
      expect(dry.body?.counts, sheet).toEqual({ create: 0, update: 0, unchanged: total, error: 0 })
    }
  })

  it('adds a programme by its faculty’s code, and refuses a code the site does not have', async () => {
    const [faculty] = (await payload.find({ collection: 'faculties', limit: 1, depth: 0 })).docs
    const code = `BLK-${randomUUID().slice(0, 6).toUpperCase()}`
    const heading = ['Course code', 'Programme name', 'Degree in view', 'Duration', 'Faculty code']
    const file = csv([heading, [code, 'Bulk Forestry', 'B.Sc. Bulk Forestry', '5', faculty.code]])
    expect((await send('/api/bulk/programmes/apply', file)).status).toBe(200)
    const [made] = (await payload.find({ collection: 'programmes', where: { code: { equals: code } }, depth: 0 })).docs
    expect([made.name, made.duration, made.faculty]).toEqual(['Bulk Forestry', 5, faculty.id])
    // The collection's hook gives it an address from its name.
    expect(made.slug).toBe('bulk-forestry')
    await payload.delete({ collection: 'programmes', id: made.id, context: { disableRevalidate: true } })
    const wrong = csv([heading, [code, 'Bulk Forestry', 'B.Sc. Bulk Forestry', '9', 'NOFACULTY']])
    expect((await send('/api/bulk/programmes/check', wrong)).body?.rows[0].errors).toEqual([
      'Duration: "9" is not a whole number from 1 to 8',
      'Faculty code: "NOFACULTY" is not a faculty code on the site',
    ])
  })
})

describe('bulk import, all or nothing', () => {
  it('undoes the rows already written when a later row is refused by the collection', async () => {
    const id = randomUUID().slice(0, 6).toUpperCase()
    const known = await payload.create({
      collection: 'staff',
      data: { staffId: `BLK/${id}0`, firstName: 'Iniobong', surname: 'Udo' } as never,
      context: { disableRevalidate: true },
    })
    const staff = csv([
      ['Staff ID', 'First name', 'Surname', 'Email'],
      [`BLK/${id}0`, 'Inih', 'Udo', `i.udo.${id}@acu.test`],
      [`BLK/${id}1`, 'Ekaete', 'Bassey', `e.bassey.${id}@acu.test`],
      [`BLK/${id}2`, 'Ubong', 'Etim', `u.etim.${id}@acu.test`],
      // Passes the dry run's e-mail check; Payload's own validation refuses the two dots.
      [`BLK/${id}3`, 'Nsikak', 'Akpan', `n..akpan.${id}@acu.test`],
    ])
    expect((await send('/api/bulk/staff/check', staff)).body?.counts).toMatchObject({ create: 3, update: 1, error: 0 })
    const applied = await send('/api/bulk/staff/apply', staff)
    expect(applied.status).toBe(422)
    expect(applied.body?.rows[3].errors[0]).toMatch(/^Refused: /)
    const made = await payload.find({ collection: 'staff', where: { staffId: { like: `BLK/${id}` } }, depth: 0 })
    expect(made.docs.map((doc) => [doc.staffId, doc.firstName, doc.email ?? null])).toEqual([
      [`BLK/${id}0`, 'Iniobong', null],
    ])
    await payload.delete({ collection: 'staff', id: known.id, context: { disableRevalidate: true } })
  })
})

describe('bulk import refuses', () => {
  it('anyone but admins and editors, unknown sheets, and files it cannot read', async () => {
    const file = csv([HEADING, [programme.code, '600', 'First', '1', '1']])
    expect((await send('/api/bulk/tuition-rows/check', file, null)).status).toBe(403)
    expect((await send('/api/bulk/tuition-rows/export', null, null)).status).toBe(403)
    const [faculty] = (await payload.find({ collection: 'faculties', limit: 1, depth: 0 })).docs
    const keeper = await signedInAccount(payload, {
      email: 'bulk-faculty-keeper@int.test',
      password: 'Keeper-of-one-faculty-2026',
      role: 'faculty-editor',
      faculty: faculty.id,
    })
    expect((await send('/api/bulk/tuition-rows/apply', file, keeper.token)).status).toBe(403)
    expect((await send('/api/bulk/users/check', file)).status).toBe(404)
    expect((await send('/api/bulk/tuition-rows/check', '')).status).toBe(400)
    const broken = await send('/api/bulk/tuition-rows/check', Buffer.from('PK\u0003\u0004 not really a workbook'))
    expect(broken.status).toBe(400)
    expect(broken.body?.errors?.[0].message).toMatch(/could not be read as XLSX/)
    const unclosed = await send('/api/bulk/tuition-rows/check', `${HEADING.join(',')}\r\n"${programme.code},100`)
    expect(unclosed.status).toBe(400)
    expect((await rowsOf(programme.id)).some(([level]) => level === '600')).toBe(false)
  })
})
