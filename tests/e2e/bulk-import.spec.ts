/**
 * Bulk import, as an editor uses it in the admin: next session's tuition from a spreadsheet, checked
 * row by row (nothing written), applied, then changed again; a file with a bad amount is refused
 * whole. The rows are the test's own (level 800, second semester, of the last programme by name:
 * no programme of the demo runs that long, so no page another test reads shows them).
 */
import { readFile } from 'node:fs/promises'

import { expect, test, type Page } from './fixtures'

import { adminHeaders, getAsAdmin, signInAsAdmin } from './admin-api'

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'changes content in the admin: run once, at desktop width')
})

const HEADING = 'Programme code,Level,Semester,Tuition (NGN),Tuition international (USD)'

async function importFile(page: Page, name: string, text: string) {
  await page.getByLabel('What to import').selectOption({ label: 'Tuition rows' })
  await page.getByLabel('Spreadsheet (CSV or XLSX)').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text),
  })
  await page.getByRole('button', { name: 'Check the file' }).click()
}

test('an editor imports next session’s tuition from a spreadsheet: a dry run, then all rows', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = await adminHeaders(request)
  const [programme] = (
    (await (await getAsAdmin(request, '/api/programmes?limit=1&depth=0&sort=-name')).json()) as {
      docs: Array<{ id: number; code: string }>
    }
  ).docs
  const rowsQuery = `/api/tuition-rows?depth=0&where[programme][equals]=${programme.id}&where[level][equals]=800&where[semester][equals]=Second`
  const rows = async () =>
    ((await (await getAsAdmin(request, rowsQuery)).json()) as { docs: Array<{ id: number; tuitionAmount: number }> })
      .docs
  expect(await rows(), 'no level-800 second-semester row before the test').toEqual([])

  try {
    expect((await signInAsAdmin(page.request)).ok()).toBe(true)
    await page.goto('/admin')
    // The admin's menu starts closed; the link is in it, after the collections.
    await page.getByRole('button', { name: 'Open Menu' }).click()
    await page.getByRole('link', { name: 'Bulk import and export' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Bulk import and export' })).toBeVisible({
      timeout: 30_000,
    })

    // A bad amount: the whole file is refused, and nothing is offered to apply.
    await importFile(page, 'fees-typo.csv', `${HEADING}\n${programme.code},800,Second,"1,45O,000",950\n`)
    const status = page.getByRole('status', { name: 'Import result' })
    await expect(status).toContainText('0 new, 0 changed, 0 unchanged, 1 with errors')
    await expect(page.getByRole('row', { name: /Error/ })).toContainText('"1,45O,000" is not an amount')
    await expect(page.getByRole('button', { name: /^Apply/ })).toHaveCount(0)

    // The corrected file: checked (still nothing written), then applied.
    await importFile(page, 'fees.csv', `${HEADING}\n${programme.code},800,Second,"1,450,000",950\n`)
    await expect(status).toContainText('Checked, nothing written yet: 1 new, 0 changed')
    expect(await rows()).toEqual([])
    await page.getByRole('button', { name: 'Apply 1 changes' }).click()
    await expect(status).toContainText('Applied: 1 new, 0 changed')
    expect((await rows()).map((row) => row.tuitionAmount)).toEqual([1_450_000])

    // The next year's rise: the dry run names the change, before and after.
    await importFile(page, 'fees-rise.csv', `${HEADING}\n${programme.code},800,second,"₦1,520,000",990\n`)
    await expect(page.getByRole('row', { name: /Changed/ })).toContainText('Tuition (NGN): 1450000 → 1520000')
    await page.getByRole('button', { name: 'Apply 1 changes' }).click()
    await expect(status).toContainText('Applied: 0 new, 1 changed')
    expect((await rows()).map((row) => row.tuitionAmount)).toEqual([1_520_000])
  } finally {
    for (const row of await rows()) await request.delete(`/api/tuition-rows/${row.id}`, { headers })
  }
})

test('the current list downloads as the spreadsheet an import reads', async ({ page }) => {
  expect((await signInAsAdmin(page.request)).ok()).toBe(true)
  await page.goto('/admin/bulk-import')
  await page.getByLabel('What to import').selectOption({ label: 'Academic calendar' })
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the current academic calendar (CSV)' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('calendar-entries.csv')
  const text = await readFile(await download.path(), 'utf8')
  expect(text.split(/\r?\n/)[0]).toBe('\uFEFFDate,Title,Type,Semester code')
})

test('signed out, the view sends to sign-in and the calls answer 401', async ({ page, request }) => {
  await page.goto('/admin/bulk-import')
  await expect(page).toHaveURL(/\/admin\/login/)
  expect((await request.get('/api/bulk/staff/export')).status()).toBe(401)
})
