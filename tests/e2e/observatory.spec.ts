import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { expect, test, type Page } from './fixtures'

import { deployConfig, NGINX, startNginx, type Nginx } from '../../scripts/nginx'
import { ask, cookiesTest, describeGrade, grade, parseSetCookie, retrieve, startTags } from '../support/observatory'

import { signInThroughForm } from './admin-api'
import { E2E_ADMIN } from './e2e-admin'
import { reachForCalendar } from './helpers'

/**
 * The security headers, graded by the rules of Mozilla's HTTP Observatory (tests/support/observatory.ts)
 * with the site behind nginx and the configuration in deploy/, TLS included (a self-signed certificate
 * made here, trusted by the test's client), as deploy/README.md sets it up:
 * - the home page and a content page grade A+ with no test failed; the admin fails only the test of the
 *   inline scripts its policy must allow;
 * - http:// moves to https:// on the same host first, and only answers over https carry HSTS;
 * - the admin's session cookie is Secure, HttpOnly and SameSite over https; no answer lets another
 *   origin read it with credentials;
 * - public pages have no inline script or event handler (their CSP allows none), and in a browser
 *   neither they nor the admin, signing in, meet a CSP violation.
 */

const ROOT = path.resolve(import.meta.dirname, '../..')
const HOST = '127.0.0.1'

type TlsNginx = Nginx & { ports: { http: number; https: number; plain: number }; ca: string }

/** Ports free now, held together so that no two are the same. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer().on('error', reject)
          server.listen(0, HOST, () => resolve(server))
        }),
    ),
  )
  const ports = servers.map((s) => (s.address() as net.AddressInfo).port)
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))))
  return ports
}

/** A deploy/tls/ template filled in as an operator's envsubst would. */
function fillTls(template: string, settings: Record<string, string>): string {
  const text = fs.readFileSync(path.join(ROOT, 'deploy/tls', template), 'utf8')
  const filled = text.replace(/\$\{(ACU_[A-Z_]+)\}/g, (whole, name: string) => settings[name] ?? whole)
  const left = /\$\{ACU_[A-Z_]+\}/.exec(filled)
  if (left) throw new Error(`deploy/tls/${template} has a setting nobody fills in: ${left[0]}`)
  return filled
}

/** A certificate for 127.0.0.1, valid two days, where certbot would put it (fullchain.pem, privkey.pem). */
function selfSignedCertificate(dir: string): string {
  fs.mkdirSync(dir, { recursive: true })
  const [key, certificate] = [path.join(dir, 'privkey.pem'), path.join(dir, 'fullchain.pem')]
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2']
      .concat(['-subj', `/CN=${HOST}`, '-addext', `subjectAltName=IP:${HOST},DNS:localhost`])
      .concat(['-keyout', key, '-out', certificate]),
    { stdio: 'pipe' },
  )
  return fs.readFileSync(certificate, 'utf8')
}

/** nginx with deploy/'s configuration and both TLS files, in front of the suite's server. */
async function startTlsNginx(appPort: number): Promise<TlsNginx> {
  const [http, https, plain] = await freePorts(3)
  let ca = ''
  const nginx = await startNginx(https, (dir) => {
    const conf = deployConfig(dir, plain, [appPort])
    const certDir = path.join(dir, 'certificate')
    ca = selfSignedCertificate(certDir)
    fs.mkdirSync(path.join(dir, 'acme'))
    const tls = path.join(dir, 'tls')
    const certificate = { ACU_CERT_DIR: certDir, ACU_HTTPS_PORT: String(https) }
    fs.writeFileSync(path.join(tls, 'certificate.conf'), fillTls('certificate.conf.template', certificate))
    // The site's name with its port, as PUBLIC_URL would name it off 443.
    const redirect = {
      ACU_DOMAIN: `${HOST}:${https}`,
      ACU_ACME_ROOT: path.join(dir, 'acme'),
      ACU_HTTP_PORT: String(http),
    }
    fs.writeFileSync(path.join(tls, 'redirect.conf'), fillTls('redirect.conf.template', redirect))
    return conf
  })
  return { ...nginx, ports: { http, https, plain }, ca }
}

const SIX_MONTHS = 15_768_000

/** The Observatory's result for `page`, attached to the test's report whatever happens. */
async function gradePage(nginx: TlsNginx, page: string) {
  const result = grade(await retrieve(HOST, page, nginx.ports, nginx.ca))
  const report = `${page}: ${describeGrade(result)}`
  await test.info().attach('observatory', { body: report, contentType: 'text/plain' })
  return { result, report, failed: result.tests.filter((t) => !t.pass) }
}

test.describe("the security headers, graded by Mozilla's HTTP Observatory's rules, behind nginx with TLS", () => {
  let nginx: TlsNginx | undefined

  test.beforeAll(async ({ workerServer }) => {
    test.skip(!NGINX, 'nginx is not installed (apt-get install nginx libnginx-mod-http-brotli-filter)')
    nginx = await startTlsNginx(workerServer.port)
  })

  test.afterAll(async () => {
    await nginx?.stop()
  })

  // The home page (what the Observatory scans when given the host) and a content page.
  for (const page of ['/', '/about'])
    test(`${page} grades A+, every test passed`, async () => {
      const { result, report, failed } = await gradePage(nginx!, page)
      expect(failed, report).toEqual([])
      expect(result.score, report).toBeGreaterThanOrEqual(100)
      expect(result.grade, report).toBe('A+')
    })

  // The admin's App Router streams its payload in inline scripts, so its policy allows them: that test
  // alone fails (-20). A nonce per request, set in Astro's middleware (src/astro/middleware.ts), would be needed to lift it.
  test('/admin passes every test but the inline scripts its policy allows', async () => {
    const { result, report, failed } = await gradePage(nginx!, '/admin')
    expect(
      failed.map((t) => t.result),
      report,
    ).toEqual(['csp-implemented-with-unsafe-inline'])
    expect(result.score, report).toBeGreaterThanOrEqual(80)
  })

  test('http:// moves to https:// on the same host and address first; only https answers carry HSTS', async () => {
    const { ports, ca } = nginx!
    for (const page of ['/', '/about?tab=history', '/admin']) {
      const scan = await retrieve(HOST, page, ports, ca)
      const [first] = scan.http
      expect(first.status, page).toBe(301)
      const to = new URL(first.headers.location ?? '', first.url)
      expect(to.href, page).toBe(`https://${HOST}:${ports.https}${page}`)
      expect(first.headers['strict-transport-security'], `${page} over http`).toBeUndefined()
      // Every https answer, the admin's move to its sign-in page too, with one header of at least six months.
      for (const answer of scan.https) {
        const hsts = String(answer.headers['strict-transport-security'])
        expect(hsts, answer.url.href).toMatch(/^max-age=\d+; includeSubDomains$/)
        expect(Number(/max-age=(\d+)/.exec(hsts)![1]), answer.url.href).toBeGreaterThanOrEqual(SIX_MONTHS)
      }
    }
    // The plain-HTTP door for this machine (ACU_LISTEN) serves the site without it.
    const door = await ask(new URL(`http://${HOST}:${ports.plain}/about`), ca)
    expect(door.status).toBe(200)
    expect(door.headers['strict-transport-security']).toBeUndefined()
  })

  test("over https the admin's session cookie is Secure, HttpOnly and SameSite, and grades so", async () => {
    const { ports, ca } = nginx!
    const login = await ask(
      new URL(`https://${HOST}:${ports.https}/api/users/login`),
      ca,
      'POST',
      { 'Content-Type': 'application/json' },
      JSON.stringify(E2E_ADMIN),
    )
    expect(login.status, login.body).toBe(200)
    const cookies = (login.headers['set-cookie'] ?? []).map(parseSetCookie)
    const token = cookies.find((c) => c?.key === 'payload-token')
    expect(token, JSON.stringify(login.headers['set-cookie'])).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'lax',
    })
    const graded = cookiesTest({ http: [], https: [login], cors: null })
    expect(graded.result, graded.data).toBe('cookies-secure-with-httponly-sessions-and-samesite')
  })

  test('no answer lets another origin read it with credentials', async () => {
    const { ports, ca } = nginx!
    for (const page of ['/', '/admin', '/api/users/me', '/api/v1/news/all/active']) {
      const url = new URL(`https://${HOST}:${ports.https}${page}`)
      const origin = 'https://evil.example'
      const preflight = { Origin: origin, 'Access-Control-Request-Method': 'GET' }
      for (const answer of [await ask(url, ca, 'OPTIONS', preflight), await ask(url, ca, 'GET', { Origin: origin })]) {
        const allowed = answer.headers['access-control-allow-origin']
        const credentials = answer.headers['access-control-allow-credentials']
        expect(credentials === 'true' && (allowed === origin || allowed === '*'), `${page}: ${allowed}`).toBe(false)
      }
    }
  })
})

/** Pages of each kind: islands, lists, a document, a search, a missing page. */
const PUBLIC_PAGES = [
  '/',
  '/about',
  '/academics/calendar',
  '/academics/faculties',
  '/portal',
  '/resources/gallery',
  '/search?q=law',
  '/no/such/page',
]
const EXECUTABLE = new Set(['', 'module', 'text/javascript', 'application/javascript', 'application/ecmascript'])

/** What a CSP without 'unsafe-inline' in script-src would stop: inline scripts, handlers, javascript: links. */
function inlineScripts(html: string): string[] {
  const found: string[] = []
  for (const { name, attributes } of startTags(html)) {
    if (name === 'script' && !('src' in attributes) && EXECUTABLE.has((attributes.type ?? '').trim().toLowerCase()))
      found.push(`<script type="${attributes.type ?? ''}"> without src`)
    for (const [attribute, value] of Object.entries(attributes)) {
      if (attribute.startsWith('on')) found.push(`<${name} ${attribute}>`)
      if (/^\s*javascript:/i.test(value)) found.push(`<${name} ${attribute}="${value.slice(0, 40)}">`)
    }
  }
  return found
}

test('public pages have no inline script or event handler, in either rendering', async ({ request }) => {
  let islands = 0
  for (const light of [false, true])
    for (const page of PUBLIC_PAGES) {
      const answer = await request.get(page, { headers: { Cookie: `data-light=${light ? 1 : 0}` } })
      const html = await answer.text()
      // Scripts from the site's own address only: the policy would stop any of the kinds below.
      expect(/script-src ([^;]*)/.exec(answer.headers()['content-security-policy'] ?? '')?.[1], page).toBe("'self'")
      expect(inlineScripts(html), `${page}${light ? ' (data-light)' : ''}`).toEqual([])
      const scripts = startTags(html).filter((t) => t.name === 'script' && t.attributes.src?.startsWith('/islands/'))
      if (light) expect(scripts, `${page} (data-light) runs no script`).toEqual([])
      islands += scripts.length
    }
  // The pages checked do load their islands' scripts (else the check above would prove nothing about them).
  expect(islands).toBeGreaterThan(3)
})

/** Collects the console's CSP complaints (Chromium reports each refused script, style or frame so). */
function cspViolations(page: Page): string[] {
  const found: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(message.text())
  })
  return found
}

test('in a browser, islands run and the admin signs in with no CSP violation', async ({ page }) => {
  test.setTimeout(120_000)
  const violations = cspViolations(page)
  await page.goto('/')
  // The home slider's script shows its controls once it has run.
  await expect(
    page.getByRole('region', { name: 'Highlights' }).getByRole('button', { name: 'Next slide' }),
  ).toBeVisible()
  await page.goto('/academics/calendar')
  await reachForCalendar(page)
  expect(violations, 'public pages').toEqual([])

  await signInThroughForm(page)
  await page.goto('/admin/collections/faculties')
  await expect(page.getByText(/Faculty of Engineering/).first()).toBeVisible({ timeout: 30_000 })
  expect(violations, 'the admin').toEqual([])
})
