import { expect, test } from './fixtures'

import { getAsAdmin } from './admin-api'

/** Addresses with broken percent-escapes, which Next.js alone answers with a 500. */
const MALFORMED_PAGES = ['/%', '/%%', '/about/%ff', '/faculty/%ff%fe', '/news/%E0%A4%A', '/admissions/tuition/%']
const MALFORMED_CONTRACT = ['/api/v1/academic/staff/%ff', '/api/v1/general/breakdown/%ff%fe', '/api/v1/%']

test.describe('malformed addresses', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'plain HTTP checks run once, in the desktop project')
  })

  test('a page address with a broken percent-escape answers 400 with a small page', async ({ request }) => {
    for (const path of MALFORMED_PAGES) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(400)
      expect(response.headers()['content-type'], path).toContain('text/html')
      const body = await response.text()
      expect(body, path).toContain('This address is not valid')
      expect(body, path).not.toMatch(/at .*\(|\/work\/|node_modules|Error:/)
    }
  })

  test('a contract address with a broken percent-escape answers 400 JSON', async ({ request }) => {
    for (const path of MALFORMED_CONTRACT) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(400)
      const body = (await response.json()) as { error?: unknown }
      expect(typeof body.error, path).toBe('string')
    }
  })

  test('well-formed escapes are not turned away', async ({ request }) => {
    // A valid escape in an unknown slug is an ordinary unknown page, not a bad request.
    expect((await request.get('/news/%61-story-that-does-not-exist')).status()).toBe(404)
    expect((await request.get('/api/v1/academic/staff/ACU%2FACA%2F0001')).status()).toBe(200)
  })
})

test.describe("Payload's REST API to an editor", () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'plain HTTP checks run once, in the desktop project')
  })

  test('an id that is not a number is a 404, not a 500, to an editor', async ({ request }) => {
    for (const path of [
      '/api/programmes/abc',
      '/api/news/%3Cscript%3E',
      "/api/staff/'%20OR%201=1--",
      '/api/faculties/-1',
    ]) {
      expect((await getAsAdmin(request, path)).status(), path).toBe(404)
    }
    expect((await getAsAdmin(request, '/api/programmes/1')).status()).toBe(200)
  })
})

test.describe('response headers of public pages', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'plain HTTP checks run once, in the desktop project')
  })

  test('public pages carry no admin client hints; the admin keeps them', async ({ request }) => {
    for (const path of ['/', '/about', '/resources/news', '/api/v1/slider/homepage']) {
      const headers = (await request.get(path)).headers()
      expect(headers['critical-ch'], path).toBeUndefined()
      expect(headers['accept-ch'], path).toBeUndefined()
      expect(headers['vary'] ?? '', path).not.toContain('Sec-CH-Prefers-Color-Scheme')
    }
    const admin = (await request.get('/admin/login')).headers()
    expect(admin['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  })

  test('canonical and OpenGraph addresses are absolute', async ({ request }) => {
    const html = await (await request.get('/about')).text()
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/about"/)
    expect(html).toMatch(/<meta property="og:url" content="https?:\/\/[^"]+"/)
  })
})
