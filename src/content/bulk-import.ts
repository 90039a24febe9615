import '@/server-only'

import {
  commitTransaction,
  initTransaction,
  killTransaction,
  type CollectionSlug,
  type Payload,
  type PayloadRequest,
} from 'payload'

import {
  exportCell,
  keyFields,
  parseTable,
  rowKey,
  safeCell,
  SHEETS,
  type CellValue,
  type Column,
  type ParsedRow,
  type RefCollection,
  type Sheet,
  type SheetSlug,
} from '@/lib/bulk-sheets'

/** One row of the dry run: what applying the file would do to the document it names. */
export type ReportRow = {
  line: number
  /** The row's key as the web team reads it (programme code, level, semester). */
  name: string
  action: 'create' | 'update' | 'unchanged' | 'error'
  changes: { column: string; from: string; to: string }[]
  errors: string[]
}

export type ImportReport = {
  sheet: SheetSlug
  title: string
  fileErrors: string[]
  rows: ReportRow[]
  counts: Record<ReportRow['action'], number>
  /** Set by an apply: whether the changes were written (all of them) or none was. */
  applied?: boolean
}

type Doc = Record<string, unknown> & { id: number | string }
/** A referenced collection's documents both ways: id by code (case aside) and code by id. */
type RefMap = { idOf: Map<string, number | string>; codeOf: Map<string, string> }

/** Documents as plain records: the sheets read their fields by name. */
const docsOf = (result: { docs: unknown[] }) => result.docs as Doc[]
const lower = (value: unknown) => String(value).trim().toLowerCase()

async function readRefs(payload: Payload, sheet: Sheet) {
  const refs = new Map<RefCollection, RefMap>()
  for (const column of sheet.columns) {
    if (column.type.kind !== 'ref' || refs.has(column.type.collection)) continue
    const { collection, by } = column.type
    const docs = docsOf(await payload.find({ collection, depth: 0, pagination: false, select: { [by]: true } }))
    const map: RefMap = { idOf: new Map(), codeOf: new Map() }
    for (const doc of docs) {
      map.idOf.set(lower(doc[by]), doc.id)
      map.codeOf.set(String(doc.id), String(doc[by]))
    }
    refs.set(collection, map)
  }
  return refs
}

/** A stored field's value as the spreadsheet writes it: a reference as its code, a date as YYYY-MM-DD. */
function cellOf(column: Column, stored: unknown, refs: Map<RefCollection, RefMap>): CellValue {
  if (stored === undefined || stored === null || stored === '') return null
  if (column.type.kind === 'ref') {
    const id = typeof stored === 'object' ? (stored as Doc).id : stored
    return refs.get(column.type.collection)?.codeOf.get(String(id)) ?? null
  }
  if (column.type.kind === 'date') return String(stored).slice(0, 10)
  return stored as CellValue
}

/** A row's value as the field stores it: a reference's id, a calendar date at noon UTC as the seed writes it. */
function storedOf(column: Column, value: CellValue, refs: Map<RefCollection, RefMap>): unknown {
  if (value === null) return null
  if (column.type.kind === 'ref') return refs.get(column.type.collection)?.idOf.get(lower(value))
  if (column.type.kind === 'date') return `${value}T12:00:00.000Z`
  return value
}

/** Every document of the sheet's collection, oldest first. */
const allOf = async (payload: Payload, sheet: Sheet) =>
  docsOf(await payload.find({ collection: sheet.slug, depth: 0, pagination: false, sort: 'id' }))

/** The documents of the sheet's collection by their key, as the rows write it. */
async function existingByKey(payload: Payload, sheet: Sheet, refs: Map<RefCollection, RefMap>) {
  const byKey = new Map<string, { doc: Doc; cells: Record<string, CellValue> }>()
  for (const doc of await allOf(payload, sheet)) {
    const cells = Object.fromEntries(sheet.columns.map((c) => [c.field, cellOf(c, doc[c.field], refs)]))
    const key = rowKey(sheet, cells)
    if (key !== null && !byKey.has(key)) byKey.set(key, { doc, cells })
  }
  return byKey
}

const same = (a: CellValue, b: CellValue) =>
  a === b || (typeof a === 'string' && typeof b === 'string' && a.trim() === b.trim())

/** What the row would do, and the data to write for it (none when it writes nothing). */
function planRow(
  parsed: ParsedRow,
  headers: Column[],
  sheet: Sheet,
  refs: Map<RefCollection, RefMap>,
  existing: Awaited<ReturnType<typeof existingByKey>>,
): { report: ReportRow; id?: Doc['id']; data?: Record<string, unknown>; before?: Record<string, unknown> } {
  const name = keyFields(sheet)
    .map((field) => parsed.values[field] ?? '')
    .join(', ')
  const errors = [...parsed.errors]
  for (const column of headers) {
    const value = parsed.values[column.field]
    if (
      column.type.kind === 'ref' &&
      value !== null &&
      value !== undefined &&
      storedOf(column, value, refs) === undefined
    )
      errors.push(`${column.header}: "${value}" is not a ${column.type.noun} on the site`)
  }
  const report: ReportRow = { line: parsed.line, name, action: 'error', changes: [], errors }
  if (errors.length) return { report }
  const found = existing.get(rowKey(sheet, parsed.values)!)
  const data: Record<string, unknown> = {}
  const stored: Record<string, unknown> = {}
  for (const column of headers) {
    const value = parsed.values[column.field]
    const before = found ? found.cells[column.field] : null
    if (found && same(before ?? null, value)) continue
    if (!found && value === null) continue
    data[column.field] = storedOf(column, value, refs)
    if (found) stored[column.field] = found.doc[column.field] ?? null
    report.changes.push({ column: column.header, from: exportCell(column, before), to: exportCell(column, value) })
  }
  report.action = !found ? 'create' : report.changes.length ? 'update' : 'unchanged'
  if (report.action === 'unchanged') return { report }
  return { report, id: found?.doc.id, data, before: stored }
}

function countOf(rows: ReportRow[]): ImportReport['counts'] {
  const counts = { create: 0, update: 0, unchanged: 0, error: 0 }
  for (const row of rows) counts[row.action]++
  return counts
}

async function plan(payload: Payload, slug: SheetSlug, table: string[][]) {
  const sheet = SHEETS[slug]
  const parsed = parseTable(sheet, table)
  const base = { sheet: slug, title: sheet.title, fileErrors: parsed.fileErrors }
  if (parsed.fileErrors.length) return { report: { ...base, rows: [], counts: countOf([]) }, writes: [] }
  const refs = await readRefs(payload, sheet)
  const existing = await existingByKey(payload, sheet, refs)
  const planned = parsed.rows.map((row) => planRow(row, parsed.headers, sheet, refs, existing))
  const rows = planned.map((p) => p.report)
  const report: ImportReport = { ...base, rows, counts: countOf(rows) }
  return { report, writes: planned.filter((p) => p.data) }
}

/** The dry run: every row's change and every error, with nothing written. */
export async function checkImport(payload: Payload, slug: SheetSlug, table: string[][]): Promise<ImportReport> {
  return (await plan(payload, slug, table)).report
}

/**
 * Applies a file whose dry run has no error, all rows or none, as the signed-in person in `req` (their
 * access applies, the audit trail names them). A file with an error changes nothing. When the
 * collection refuses a write, the rows written before it are undone: on PostgreSQL by rolling back the
 * one transaction they share; on SQLite, where Payload's adapter shares no transaction, by writing
 * each back as it was (a created document deleted, an updated one given its former values).
 */
export async function applyImport(req: PayloadRequest, slug: SheetSlug, table: string[][]): Promise<ImportReport> {
  const { payload } = req
  const { report, writes } = await plan(payload, slug, table)
  if (report.fileErrors.length || report.counts.error) return { ...report, applied: false }
  const collection = slug as CollectionSlug
  const atomic = await initTransaction(req)
  const undo: (() => Promise<unknown>)[] = []
  let current: ReportRow | null = null
  try {
    for (const write of writes) {
      current = write.report
      const data = write.data as never
      const common = { collection, req, overrideAccess: false, depth: 0 } as const
      if (write.id === undefined) {
        const made = await payload.create({ ...common, data })
        undo.push(() => payload.delete({ collection, id: made.id, req, overrideAccess: true }))
      } else {
        const id = write.id
        await payload.update({ ...common, id, data })
        undo.push(() => payload.update({ collection, id, data: write.before as never, req, overrideAccess: true }))
      }
    }
    await commitTransaction(req)
    return { ...report, applied: true }
  } catch (error) {
    if (atomic) await killTransaction(req)
    else for (const step of undo.reverse()) await step()
    const message = error instanceof Error ? error.message : String(error)
    const rows = report.rows.map((row) =>
      row === current ? { ...row, action: 'error' as const, errors: [`Refused: ${message}`] } : row,
    )
    return { ...report, rows, counts: countOf(rows), applied: false }
  }
}

/** Every document of the sheet's collection as a table, the heading row first: the file an import reads back. */
export async function exportTable(payload: Payload, slug: SheetSlug): Promise<string[][]> {
  const sheet = SHEETS[slug]
  const refs = await readRefs(payload, sheet)
  const docs = await allOf(payload, sheet)
  return [
    sheet.columns.map((c) => c.header),
    ...docs.map((doc) => sheet.columns.map((c) => safeCell(exportCell(c, cellOf(c, doc[c.field], refs))))),
  ]
}
