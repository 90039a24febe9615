import { randomUUID } from 'node:crypto'

import { expect, test, type Page } from '@playwright/test'

import { adminHeaders } from './admin-api'

/**
 * Pages served as documents (docs/decisions/0027-pages-as-documents.md): no framework script and no
 * second copy of the page's data, only the scripts of the islands the page shows; an edit shows on
 * the next request.
 */

/** The scripts a page loads, by address path. */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  return scripts
}

test('a programme breakdown loads no framework script, only its island, and carries no copy of its data', async ({
  page,
  request,
}) => {
  const scripts = await scriptsOf(page, '/breakdown/CSC-BSC')
  expect(scripts.filter((s) => s.startsWith('/_next/'))).toEqual([])
  // The year buttons' island, and the chunk it shares with other islands (React).
  expect(scripts).toContain('/islands/year-picker.js')
  expect(scripts.every((s) => s.startsWith('/islands/'))).toBe(true)
  const html = await (await request.get('/breakdown/CSC-BSC')).text()
  expect(html).not.toContain('__NEXT_DATA__')
  expect(html).not.toContain('self.__next_f')
  // The island works: Year 2 shows alone once chosen.
  await page.getByRole('group', { name: 'Choose a year of study' }).getByRole('button', { name: 'Year 2' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Year 2' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Year 1' })).toBeHidden()
})

test('an edit to a programme shows on its stored breakdown at the next request', async ({ page, request }) => {
  const headers = await adminHeaders(request)
  const found = await request.get('/api/programmes?where[code][equals]=CSC-BSC&depth=0', { headers })
  const template = ((await found.json()) as { docs: Array<Record<string, unknown>> }).docs[0]
  const code = `DOC-${randomUUID().slice(0, 8).toUpperCase()}`
  const { duration, durationType, applicationType, faculty, department } = template
  const created = await request.post('/api/programmes', {
    headers,
    data: {
      ...{ duration, durationType, applicationType, faculty, department, code },
      name: `Document test ${code}`,
      degreeInView: `B.Sc. Document ${code}`,
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    await page.goto(`/breakdown/${code}`)
    await expect(page.getByRole('heading', { level: 1, name: `B.Sc. Document ${code}` })).toBeVisible()
    // Stored: a second request is the same page.
    await page.reload()
    const saved = await request.patch(`/api/programmes/${doc.id}`, {
      headers,
      data: { degreeInView: `B.Sc. Renamed ${code}` },
    })
    expect(saved.ok()).toBe(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: `B.Sc. Renamed ${code}` })).toBeVisible()
  } finally {
    await request.delete(`/api/programmes/${doc.id}`, { headers })
  }
})

test('a programme code in other letters moves to its one address', async ({ request }) => {
  const response = await request.get('/breakdown/csc-bsc', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(response.headers().location).toBe('/breakdown/CSC-BSC')
})
