// Loads each page in Chromium, reaches for the header and the page's island, and reports errors,
// failed requests and which islands hydrated (Astro drops `ssr` from an <astro-island> once hydrated).
import { chromium } from 'playwright-core'

const base = process.argv[2] ?? 'http://127.0.0.1:4330'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
for (const path of ['/', '/resources/gallery', '/breakdown/ACC-BSC']) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const problems = []
  page.on('console', (m) => m.type() === 'error' && problems.push('console: ' + m.text().slice(0, 160)))
  page.on('pageerror', (e) => problems.push('pageerror: ' + e.message))
  page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`))
  await page.goto(base + path, { waitUntil: 'load' })
  const before = await page.locator('astro-island[ssr]').count()
  await page.hover('nav[aria-label="Main"] summary')
  await page.locator('nav[aria-label="Main"] summary').first().click()
  if (path.startsWith('/breakdown')) await page.locator('[aria-label="Modules and tuition by year"] button').first().hover()
  if (path === '/resources/gallery') await page.locator('.script-only').first().hover()
  await page.waitForTimeout(3500)
  const islands = await page.$$eval('astro-island', (els) => els.map((e) => `${e.getAttribute('component-export')}${e.hasAttribute('ssr') ? '' : '✓'}`))
  const expanded = await page.locator('nav[aria-label="Main"] summary[aria-expanded="true"]').count()
  if (path.startsWith('/breakdown')) {
    await page.locator('[aria-label="Modules and tuition by year"] button').nth(1).click()
    problems.push('year 2 visible: ' + (await page.locator('#year-2').isVisible()) + ', year 1 visible: ' + (await page.locator('#year-1').isVisible()))
  }
  console.log(path, { before, islands: islands.join(' '), menuExpanded: expanded, problems })
  await page.close()
}
await browser.close()
