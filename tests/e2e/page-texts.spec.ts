import { expect, test } from './fixtures'

import { adminHeaders, getAsAdmin } from './admin-api'

type PageTexts = { centres: { whyTitle: string }; sections: { academicsIntro: string } }

test('the fixed words of a page are edited in the admin and show at once', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'content-changing check, run once')
  const headers = await adminHeaders(request)
  const before = (await (await getAsAdmin(request, '/api/globals/page-texts?depth=0')).json()) as PageTexts
  await page.goto('/resources/center-excellence')
  await expect(page.getByRole('heading', { level: 2, name: before.centres.whyTitle })).toBeVisible()
  await page.goto('/academics')
  await expect(page.getByText(before.sections.academicsIntro)).toBeVisible()

  const edited = {
    centres: { ...before.centres, whyTitle: 'Why our centres matter' },
    sections: { ...before.sections, academicsIntro: 'Study with us: faculties, programmes and dates.' },
  }
  expect((await request.post('/api/globals/page-texts', { headers, data: edited })).ok()).toBe(true)
  try {
    await page.goto('/resources/center-excellence')
    await expect(page.getByRole('heading', { level: 2, name: 'Why our centres matter' })).toBeVisible()
    await page.goto('/academics')
    await expect(page.getByText('Study with us: faculties, programmes and dates.')).toBeVisible()
  } finally {
    const restore = { centres: before.centres, sections: before.sections }
    expect((await request.post('/api/globals/page-texts', { headers, data: restore })).ok()).toBe(true)
  }
  await page.goto('/resources/center-excellence')
  await expect(page.getByRole('heading', { level: 2, name: before.centres.whyTitle })).toBeVisible()
})
