import { chromium } from 'playwright-core'
const [url, out, width = '1280'] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
await page.goto(url, { waitUntil: 'load' })
await page.waitForTimeout(1000)
await page.screenshot({ path: out })
await browser.close()
