'use client'

import { Button } from '@payloadcms/ui'
import { useState, type FormEvent } from 'react'

import type { ImportReport, ReportRow } from '@/content/bulk-import'

export type SheetChoice = {
  slug: string
  title: string
  key: string[]
  columns: { header: string; required: boolean }[]
}

const ACTION_TEXT: Record<ReportRow['action'], string> = {
  create: 'New',
  update: 'Changed',
  unchanged: 'Unchanged',
  error: 'Error',
}

/** The counts of a report in words: "2 new, 1 changed, 40 unchanged, 0 with errors". */
function countsText(report: ImportReport) {
  const { create, update, unchanged, error } = report.counts
  return `${create} new, ${update} changed, ${unchanged} unchanged, ${error} with errors`
}

type Stage = { state: 'idle' | 'busy' } | { state: 'checked' | 'applied' | 'refused'; report: ImportReport }

async function send(slug: string, action: 'check' | 'apply', file: File): Promise<ImportReport | string> {
  const body = new FormData()
  body.set('file', file)
  const response = await fetch(`/api/bulk/${slug}/${action}`, { method: 'POST', body, credentials: 'include' })
  const json = await response.json().catch(() => null)
  if (json && 'rows' in json) return json as ImportReport
  return json?.errors?.[0]?.message ?? `The server answered ${response.status}.`
}

/**
 * Choose what to import, the file, "Check the file" (the dry run: every row's change and error),
 * then "Apply" (all rows or none). The current list downloads as CSV, the file an import reads back.
 */
export function BulkImportForm({ sheets }: { sheets: SheetChoice[] }) {
  const [slug, setSlug] = useState(sheets[0].slug)
  const [file, setFile] = useState<File | null>(null)
  const [stage, setStage] = useState<Stage>({ state: 'idle' })
  const [problem, setProblem] = useState('')
  const sheet = sheets.find((s) => s.slug === slug) ?? sheets[0]

  async function run(action: 'check' | 'apply', event?: FormEvent) {
    event?.preventDefault()
    if (!file) return setProblem('Choose a CSV or XLSX file first.')
    setProblem('')
    setStage({ state: 'busy' })
    const answer = await send(slug, action, file).catch(() => 'The server could not be reached.')
    if (typeof answer === 'string') {
      setProblem(answer)
      return setStage({ state: 'idle' })
    }
    const state = action === 'check' ? 'checked' : answer.applied ? 'applied' : 'refused'
    setStage({ state, report: answer })
  }

  const report = 'report' in stage ? stage.report : null
  const canApply =
    stage.state === 'checked' &&
    !report?.fileErrors.length &&
    !report?.counts.error &&
    (report?.counts.create || report?.counts.update)

  return (
    <div style={{ maxWidth: '60rem', display: 'grid', gap: '1rem', marginBottom: '3rem' }}>
      <p>
        Update many rows at once from a spreadsheet: download the current list, change it in Excel or Google Sheets, and
        import it back. Rows are matched by {sheet.key.join(' + ')}; a row that matches nothing is added. Rows not in
        the file are left as they are. Nothing is written until you apply, and then all rows or none.
      </p>
      <ChooseFileForm
        sheets={sheets}
        slug={slug}
        sheet={sheet}
        busy={stage.state === 'busy'}
        onSheet={(chosen) => {
          setSlug(chosen)
          setStage({ state: 'idle' })
        }}
        onFile={(chosen) => {
          setFile(chosen)
          setStage({ state: 'idle' })
        }}
        onCheck={(event) => run('check', event)}
      />
      <div role="status" aria-live="polite" aria-label="Import result">
        {stage.state === 'busy' ? 'Working…' : null}
        {problem ? <p role="alert">{problem}</p> : null}
        {report ? <ReportSummary report={report} state={stage.state} /> : null}
      </div>
      {canApply ? (
        <div>
          <Button type="button" buttonStyle="primary" onClick={() => run('apply')}>
            Apply {report!.counts.create + report!.counts.update} changes
          </Button>
        </div>
      ) : null}
      {report ? <ReportTable rows={report.rows} /> : null}
    </div>
  )
}

type ChooseFileFormProps = {
  sheets: SheetChoice[]
  /** The sheet chosen, and its slug. */
  slug: string
  sheet: SheetChoice
  busy: boolean
  onSheet: (slug: string) => void
  onFile: (file: File | null) => void
  onCheck: (event: FormEvent) => void
}

/** What to import (with its columns and the current list to download), the file, and "Check the file". */
function ChooseFileForm({ sheets, slug, sheet, busy, onSheet, onFile, onCheck }: ChooseFileFormProps) {
  return (
    <form onSubmit={onCheck} style={{ display: 'grid', gap: '0.75rem' }}>
      <label>
        What to import{' '}
        <select value={slug} onChange={(event) => onSheet(event.target.value)}>
          {sheets.map((s) => (
            <option key={s.slug} value={s.slug}>
              {s.title}
            </option>
          ))}
        </select>
      </label>
      <p>
        Columns: {sheet.columns.map((c) => `${c.header}${c.required ? '' : ' (optional)'}`).join(', ')}.{' '}
        <a href={`/api/bulk/${slug}/export`} download>
          Download the current {sheet.title.toLowerCase()} (CSV)
        </a>
      </p>
      <label>
        Spreadsheet (CSV or XLSX){' '}
        <input
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        />
      </label>
      <div>
        <Button type="submit" buttonStyle="secondary" disabled={busy}>
          Check the file
        </Button>
      </div>
    </form>
  )
}

function ReportSummary({ report, state }: { report: ImportReport; state: Stage['state'] }) {
  if (report.fileErrors.length)
    return (
      <div>
        <p>The file cannot be imported:</p>
        <ul>
          {report.fileErrors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      </div>
    )
  if (state === 'applied') return <p>Applied: {countsText(report)}.</p>
  if (state === 'refused') return <p>Nothing was changed: {countsText(report)}. Correct the rows marked Error.</p>
  const fix = report.counts.error ? ' Correct the rows marked Error and check the file again.' : ''
  return (
    <p>
      Checked, nothing written yet: {countsText(report)}.{fix}
    </p>
  )
}

/** A new row's values, or a changed row's changes before and after. */
function changesText(row: ReportRow) {
  if (row.action === 'create') return row.changes.map((c) => `${c.column}: ${c.to}`).join('; ')
  return row.changes.map((c) => `${c.column}: ${c.from || '(empty)'} → ${c.to || '(empty)'}`).join('; ')
}

/** The rows that change or fail (unchanged rows are counted, not listed). */
function ReportTable({ rows }: { rows: ReportRow[] }) {
  const listed = rows.filter((row) => row.action !== 'unchanged')
  if (!listed.length) return null
  return (
    <table className="table" style={{ width: '100%' }}>
      <caption style={{ textAlign: 'left' }}>Rows that change or need correcting</caption>
      <thead>
        <tr>
          <th scope="col">Row</th>
          <th scope="col">Names</th>
          <th scope="col">What happens</th>
          <th scope="col">Details</th>
        </tr>
      </thead>
      <tbody>
        {listed.map((row) => (
          <tr key={row.line}>
            <td>{row.line}</td>
            <td>{row.name}</td>
            <td>{ACTION_TEXT[row.action]}</td>
            <td>{row.errors.length ? row.errors.join('; ') : changesText(row)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
