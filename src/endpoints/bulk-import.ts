/**
 * Bulk import and export through Payload's REST API, for the admin's Bulk import view
 * (src/components/admin/bulk-import.tsx) and for anyone of the web team with a script:
 *
 * - `GET  /api/bulk/<sheet>/export`: the collection as CSV, the file an import reads back;
 * - `POST /api/bulk/<sheet>/check`: a CSV or XLSX file (multipart field `file`); the dry run: every
 *   row's change and every error, nothing written;
 * - `POST /api/bulk/<sheet>/apply`: the same file; written all or none (422 with the report when
 *   any row has an error).
 *
 * Admins and editors only (403 for anyone else); `<sheet>` is one of SHEET_SLUGS (else 404).
 */
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { addDataAndFileToRequest, type Endpoint, type PayloadRequest } from 'payload'
import { readSheet } from 'read-excel-file/node'

import { isContentEditor } from '@/access'
import { applyImport, checkImport, exportTable } from '@/content/bulk-import'
import { cellText, isSheetSlug, type SheetSlug } from '@/lib/bulk-sheets'

/** The largest file read: a staff list of a few thousand rows is well under it. */
const MAX_FILE_BYTES = 2_000_000

const answer = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/** The request's sheet, or the answer that refuses it. */
function sheetOf(req: PayloadRequest): SheetSlug | Response {
  if (!isContentEditor(req.user)) return answer(403, 'Only admins and editors may import or export.')
  const sheet = req.routeParams?.sheet
  return isSheetSlug(sheet) ? sheet : answer(404, 'No such sheet.')
}

/** The uploaded file's cells, the heading row first, or the answer that says why it cannot be read. */
async function tableOf(req: PayloadRequest): Promise<string[][] | Response> {
  try {
    await addDataAndFileToRequest(req)
  } catch {
    return answer(400, 'Send the file as multipart/form-data, in the field "file".')
  }
  const file = req.file
  if (!file?.data?.length) return answer(400, 'Choose a CSV or XLSX file to import.')
  if (file.size > MAX_FILE_BYTES) return answer(413, `The file is larger than ${MAX_FILE_BYTES / 1_000_000} MB.`)
  const data = Buffer.from(file.data)
  // An XLSX file is a ZIP archive: it starts with "PK".
  const isXlsx = data.subarray(0, 2).toString('latin1') === 'PK'
  try {
    if (isXlsx) return (await readSheet(data)).map((row) => row.map(cellText))
    return parse(data, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][]
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 200) : 'unreadable'
    return answer(400, `The file could not be read as ${isXlsx ? 'XLSX' : 'CSV'}: ${reason}`)
  }
}

const noStore = { 'Cache-Control': 'private, no-store' }

/** A handler given the request's sheet and its file's cells, once both are known to be acceptable. */
function withFile(handle: (req: PayloadRequest, sheet: SheetSlug, table: string[][]) => Promise<Response>) {
  return async (req: PayloadRequest) => {
    const sheet = sheetOf(req)
    if (sheet instanceof Response) return sheet
    const table = await tableOf(req)
    return table instanceof Response ? table : handle(req, sheet, table)
  }
}

export const bulkEndpoints: Endpoint[] = [
  {
    path: '/bulk/:sheet/export',
    method: 'get',
    handler: async (req) => {
      const sheet = sheetOf(req)
      if (sheet instanceof Response) return sheet
      const csv = `\uFEFF${stringify(await exportTable(req.payload, sheet))}`
      return new Response(csv, {
        headers: {
          ...noStore,
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${sheet}.csv"`,
        },
      })
    },
  },
  {
    path: '/bulk/:sheet/check',
    method: 'post',
    handler: withFile(async (req, sheet, table) =>
      Response.json(await checkImport(req.payload, sheet, table), { headers: noStore }),
    ),
  },
  {
    path: '/bulk/:sheet/apply',
    method: 'post',
    handler: withFile(async (req, sheet, table) => {
      const report = await applyImport(req, sheet, table)
      return Response.json(report, { status: report.applied ? 200 : 422, headers: noStore })
    }),
  },
]
