/**
 * Mozilla's HTTP Observatory, its tests and its score, for a site on this machine
 * (tests/e2e/observatory.spec.ts). Its npm package, @mdn/mdn-http-observatory, cannot be installed
 * here (its install step downloads from the internet), so this follows its source at tag v1.6.3
 * (ALGORITHM_VERSION 5) of github.com/mdn/mdn-http-observatory:
 * - src/analyzer/tests/{csp,cookies,cors,redirection,referrer-policy,strict-transport-security,
 *   subresource-integrity,x-content-type-options,x-frame-options,cross-origin-resource-policy}.js;
 * - src/analyzer/cspParser.js (parseCsp), src/retriever/retriever.js and session.js (what is asked);
 * - src/grader/charts.js (SCORE_TABLE's modifiers, GRADE_CHART, MINIMUM_SCORE_FOR_EXTRA_CREDIT) and
 *   src/scanner/index.js (analyzeScan: the score starts at 100; bonuses count only when the score
 *   without them is at least 90; A+ is 100 or more).
 * Left out: the HSTS preload list (no host here is on it) and tldts (a script's registrable domain is
 * read as the host's last two labels). Newer, unreleased main adds COOP and COEP tests (bonus only).
 */
import http, { type IncomingHttpHeaders } from 'node:http'
import https from 'node:https'

/** One answer, as the Observatory's retriever keeps it. */
export type Answer = {
  url: URL
  status: number
  headers: IncomingHttpHeaders
  body: string
  /** Over https: the certificate verified against the trusted ones (always true over http). */
  verified: boolean
}

/** What the retriever gathers for one address (src/retriever/retriever.js). */
export type Retrieval = {
  /** From http://, each answer in order, redirects followed (the route); empty when it cannot connect. */
  http: Answer[]
  /** From https://, likewise; its last answer is the one most tests grade ("auto"). */
  https: Answer[]
  /** The CORS preflight to the final address, and the Origin it sent. */
  cors: { answer: Answer; origin: string } | null
}

export type TestResult = { name: string; result: string; pass: boolean; modifier: number; data?: string }
export type Grade = { score: number; grade: string; tests: TestResult[] }

/** SCORE_TABLE's modifiers (src/grader/charts.js). */
const MODIFIERS: Record<string, number> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'csp-not-implemented-but-reporting-enabled': -25,
  'csp-implemented-but-duplicate-directives': 0,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-anticsrf-without-samesite-flag': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-all-redirects-preloaded': 0,
  'redirection-to-https': 0,
  'redirection-not-needed-no-http': 0,
  'redirection-off-host-from-http': -5,
  'redirection-not-to-https-on-initial-redirection': -10,
  'redirection-not-to-https': -20,
  'redirection-missing': -20,
  'redirection-invalid-cert': -20,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-preloaded': 5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  'hsts-invalid-cert': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 5,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'corp-header-invalid': -5,
  'corp-implemented-with-cross-origin': 0,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-not-implemented': 0,
  'html-not-parseable': -20,
}

/** GRADE_CHART: the grade of a score rounded down to a multiple of 5, 100 and above being A+. */
const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
]
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90
const CORS_ORIGIN = 'https://http-observatory.security.mozilla.org'
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml'])

// ---------------------------------------------------------------------------------------------------
// Reading answers

const headerValues = (answer: Answer | undefined, name: string): string[] => {
  const value = answer?.headers[name]
  return value === undefined ? [] : Array.isArray(value) ? value : [String(value)]
}
const firstHeader = (answer: Answer | undefined, name: string) => headerValues(answer, name)[0] ?? null

/** src/analyzer/utils.js onlyIfWorse: the later of the two in `order` (worst last). */
const onlyIfWorse = (next: string, old: string | null, order: string[]) =>
  !old || order.indexOf(next) > order.indexOf(old) ? next : old

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#x27': "'" }
const decode = (value: string) => value.replace(/&(amp|quot|apos|lt|gt|#39|#x27);/g, (_, e: string) => ENTITIES[e])

export type Tag = { name: string; attributes: Record<string, string> }

/**
 * The start tags of an HTML document with their attributes (names lower-cased, values decoded), the text
 * of script and style elements skipped as a browser does. Enough for React's markup, which escapes `<`,
 * `>` and quotes in attribute values.
 */
export function startTags(html: string): Tag[] {
  const tags: Tag[] = []
  const lower = html.toLowerCase()
  const tag = /<([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const name = match[1].toLowerCase()
    const attributes: Record<string, string> = {}
    const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
    for (let a = attribute.exec(match[2]); a; a = attribute.exec(match[2]))
      attributes[a[1].toLowerCase()] ??= decode(a[2] ?? a[3] ?? a[4] ?? '')
    tags.push({ name, attributes })
    if (name === 'script' || name === 'style') {
      const end = lower.indexOf(`</${name}`, tag.lastIndex)
      tag.lastIndex = end < 0 ? html.length : end
    }
  }
  return tags
}

const isHtml = (answer: Answer) => HTML_TYPES.has((firstHeader(answer, 'content-type') ?? '').split(';')[0].trim())

/** src/retriever/utils.js parseHttpEquivHeaders: CSP from <meta http-equiv>, Referrer-Policy from <meta name=referrer>. */
function httpEquiv(answer: Answer): { csp: string[]; referrer: string[] } {
  const found = { csp: [] as string[], referrer: [] as string[] }
  if (!isHtml(answer)) return found
  for (const { name, attributes } of startTags(answer.body)) {
    if (name !== 'meta') continue
    if ('http-equiv' in attributes && 'content' in attributes) {
      if (attributes['http-equiv'].toLowerCase().trim() === 'content-security-policy' && attributes.content)
        found.csp.push(attributes.content)
    } else if (attributes.name?.toLowerCase().trim() === 'referrer' && attributes.content) {
      found.referrer = [attributes.content]
    }
  }
  return found
}

/** The answer most tests grade: the last of the https session when it connected, else of the http one. */
const autoOf = (r: Retrieval) => (r.https.length > 0 ? r.https : r.http).at(-1)

// ---------------------------------------------------------------------------------------------------
// Content Security Policy (src/analyzer/cspParser.js, src/analyzer/tests/csp.js)

const DUPLICATES_KEY = '_observatory_duplicate_key_warnings'
const collator = new Intl.Collator('en')

/** cspParser.js pathPartMatch. */
function pathPartMatch(a: string, b: string): boolean {
  if (a.length === 0) return true
  if (a === '/' && b.length === 0) return true
  const exact = !a.endsWith('/')
  const partsA = a.split('/')
  const partsB = b.split('/')
  if (partsA.length > partsB.length || (exact && partsA.length !== partsB.length)) return false
  if (!exact) partsA.pop()
  return partsA.every(
    (part, i) => partsB[i] !== undefined && decodeURIComponent(part) === decodeURIComponent(partsB[i]),
  )
}

type Source = { source: string; index: number; keep: boolean }

/** cspParser.js parseCsp: directive → sources, several policies intersected. Throws on a broken policy. */
function parseCsp(policies: string[]): Map<string, Set<string>> {
  const clean = policies.map((p) => p.replace(/[\r\n]/g, '').trim())
  if (clean.length === 0) return new Map()
  for (const p of clean) if (!p || p.length < 'img-src'.length - 1) throw new Error(`Invalid policy: ${p}`)
  const csp = new Map<string, Source[]>()
  const duplicates = new Set<string>()
  for (const [index, policy] of clean.entries()) {
    const seen = new Set<string>()
    for (const [entry, ...values] of policy.split(';').map((e) => e.trim().split(/\s+/))) {
      if (!entry) continue
      const directive = entry.toLowerCase()
      if (seen.has(directive) && !['report-uri', 'report-to'].includes(directive))
        throw new Error(`Duplicate directive ${directive}`)
      if (seen.has(directive)) duplicates.add(directive)
      seen.add(directive)
      const keep = index === 0
      const own: Source[] = values.map((v) => ({ source: v.trim().toLocaleLowerCase(), index, keep }))
      if (own.length === 0 && directive.endsWith('-src')) own.push({ source: "'none'", index, keep })
      const combined = index === 0 ? own : [...(csp.get(directive) ?? []), ...own]
      combined.sort((x, y) => collator.compare(x.source, y.source))
      for (let i = 1; i < combined.length; i++) {
        const [prev, source] = [combined[i - 1], combined[i]]
        if (source.index === prev.index && source.source.startsWith(prev.source)) source.keep = false
        if (source.index !== prev.index && pathPartMatch(prev.source, source.source)) source.keep = true
      }
      csp.set(
        directive,
        combined.filter((s) => s.keep),
      )
      if (index === 0 && policies.length > 1) for (const s of csp.get(directive) ?? []) s.keep = false
    }
  }
  const final = new Map(
    [...csp].map(([d, sources]) => [d, new Set(sources.length > 0 ? sources.map((s) => s.source) : ["'none'"])]),
  )
  if (duplicates.size > 0) final.set(DUPLICATES_KEY, duplicates)
  return final
}

const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
])
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, "'unsafe-inline'", 'data:'])
const hasNonceOrHash = (sources: Set<string>) =>
  [...sources].some((s) => ["'sha256-", "'sha384-", "'sha512-", "'nonce-"].some((p) => s.startsWith(p)))

/** The policies of an answer, split as the Observatory splits them (csp.js): headers, then <meta>. */
function readPolicies(auto: Answer) {
  const split = (values: string[]) => values.flatMap((v) => v.split(',').map((s) => s.trim()))
  const header = split(headerValues(auto, 'content-security-policy'))
  const meta = split(httpEquiv(auto).csp)
  // A <meta> may not set these: a page whose only policy is a <meta> of them has none.
  const size = (policies: string[], metaOnly = false) => {
    try {
      const csp = parseCsp(policies)
      if (metaOnly) for (const d of ['frame-ancestors', 'report-uri', 'sandbox']) csp.delete(d)
      return csp.size
    } catch {
      return 0
    }
  }
  return { all: [...header, ...meta], empty: size(header) + size(meta, true) === 0 }
}

/** csp.js contentSecurityPolicyTest: the result, and the parsed policy (x-frame-options reads frame-ancestors). */
function cspTest(r: Retrieval): TestResult & { csp?: Map<string, Set<string>> } {
  const name = 'content-security-policy'
  const auto = autoOf(r)
  const url = (r.https.length > 0 ? r.https : r.http)[0]?.url
  if (!auto || !url) return result(name, 'csp-not-implemented', false)
  const { all, empty } = readPolicies(auto)
  let csp: Map<string, Set<string>>
  try {
    csp = parseCsp(all)
  } catch {
    return result(name, 'csp-header-invalid', false)
  }
  if (empty) {
    const reportOnly = firstHeader(auto, 'content-security-policy-report-only')
    return result(name, reportOnly ? 'csp-not-implemented-but-reporting-enabled' : 'csp-not-implemented', false)
  }
  const outcome = judgePolicy(csp, url.protocol === 'https:')
  const pass = [
    'csp-implemented-with-no-unsafe',
    'csp-implemented-with-no-unsafe-default-src-none',
    'csp-implemented-with-unsafe-inline-in-style-src-only',
    'csp-implemented-with-insecure-scheme-in-passive-content-only',
  ].includes(outcome)
  const reported = pass && csp.has(DUPLICATES_KEY) ? 'csp-implemented-but-duplicate-directives' : outcome
  const data = [...csp].filter(([d]) => d !== DUPLICATES_KEY).map(([d, s]) => `${d} ${[...s].sort().join(' ')}`)
  return { ...result(name, reported, pass, data.join('; ')), csp }
}

/** csp.js: the first of its checks that fails names the result, in the Observatory's order. */
function judgePolicy(csp: Map<string, Set<string>>, overHttps: boolean): string {
  const any = new Set(['*'])
  const objectSrc = csp.get('object-src') ?? csp.get('default-src') ?? any
  const scriptSrc = new Set(csp.get('script-src') ?? csp.get('default-src') ?? any)
  const styleSrc = new Set(csp.get('style-src') ?? csp.get('default-src') ?? any)
  for (const sources of [scriptSrc, styleSrc])
    if (hasNonceOrHash(sources) && sources.has("'unsafe-inline'")) sources.delete("'unsafe-inline'")
  const strictDynamic = scriptSrc.has("'strict-dynamic'")
  if (strictDynamic && !hasNonceOrHash(scriptSrc)) return 'csp-header-invalid'
  if (strictDynamic)
    for (const s of scriptSrc)
      if ([...DANGEROUSLY_BROAD].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'")
        scriptSrc.delete(s)
  const passive = new Set(['img-src', 'media-src'])
  const active = [...csp].filter(([d]) => !passive.has(d) && d !== 'script-src').flatMap(([, s]) => [...s])
  active.push(...scriptSrc)
  const passiveSources = [...passive].flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? [])])
  const insecure = (s: string) => s.startsWith('http:') || s.startsWith('ftp:')
  if ([...scriptSrc].some((s) => BROAD_OR_INLINE.has(s)) || [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s)))
    return 'csp-implemented-with-unsafe-inline'
  if (overHttps && active.some(insecure)) return 'csp-implemented-with-insecure-scheme'
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) return 'csp-implemented-with-unsafe-eval'
  if (overHttps && passiveSources.some(insecure)) return 'csp-implemented-with-insecure-scheme-in-passive-content-only'
  if ([...styleSrc].some((s) => BROAD_OR_INLINE.has(s))) return 'csp-implemented-with-unsafe-inline-in-style-src-only'
  const defaultSrc = csp.get('default-src')
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) return 'csp-implemented-with-no-unsafe-default-src-none'
  return 'csp-implemented-with-no-unsafe'
}

// ---------------------------------------------------------------------------------------------------
// The other tests

function result(name: string, outcome: string, pass: boolean, data?: string): TestResult {
  return { name, result: outcome, pass, modifier: MODIFIERS[outcome] ?? 0, ...(data ? { data } : {}) }
}

/** strict-transport-security.js (the preload list left out: no host here is on it). */
function hstsTest(r: Retrieval): TestResult {
  const name = 'strict-transport-security'
  const response = r.https.at(-1)
  if (!response) return result(name, 'hsts-not-implemented-no-https', false)
  if (!r.https.every((a) => a.verified)) return result(name, 'hsts-invalid-cert', false)
  const header = headerValues(response, 'strict-transport-security')[0]
  if (header === undefined) return result(name, 'hsts-not-implemented', false)
  const data = header.slice(0, 1024)
  // Node joins a repeated header with ", ", as the Observatory's client does: it counts as invalid.
  let maxAge: number | null = null
  for (const part of data.split(';').map((p) => p.trim().toLowerCase()))
    if (part.startsWith('max-age=')) maxAge = Number.parseInt(part.slice(8, 128), 10)
  if (data.includes(',') || maxAge === null) return result(name, 'hsts-header-invalid', false, data)
  // 15,552,000 s: the Observatory's "six months" (a white lie for the many sites that use it).
  if (maxAge < 15_552_000) return result(name, 'hsts-implemented-max-age-less-than-six-months', false, data)
  return result(name, 'hsts-implemented-max-age-at-least-six-months', true, data)
}

/** redirection.js: from http://, the first hop goes to https:// on the same host, and it ends on https. */
function redirectionTest(r: Retrieval): TestResult {
  const name = 'redirection'
  const route = r.http
  if (route.length === 0) return result(name, 'redirection-not-needed-no-http', true)
  const data = route.map((a) => `${a.status} ${a.url.href}`).join(' → ')
  if (!route.every((a) => a.verified)) return result(name, 'redirection-invalid-cert', false, data)
  if (route.length === 1) return result(name, 'redirection-missing', false, data)
  if (route.at(-1)!.url.protocol !== 'https:') return result(name, 'redirection-not-to-https', false, data)
  if (route[1].url.protocol === 'http:')
    return result(name, 'redirection-not-to-https-on-initial-redirection', false, data)
  if (route[0].url.protocol === 'http:' && route[0].url.hostname !== route[1].url.hostname)
    return result(name, 'redirection-off-host-from-http', false, data)
  return result(name, 'redirection-to-https', true, data)
}

/** referrer-policy.js: the last valid policy named in the headers and <meta name=referrer>. */
function referrerTest(r: Retrieval): TestResult {
  const name = 'referrer-policy'
  const auto = autoOf(r)
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade']
  if (!auto) return result(name, 'referrer-policy-not-implemented', false)
  const values = [...headerValues(auto, 'referrer-policy'), ...httpEquiv(auto).referrer]
  if (values.length === 0) return result(name, 'referrer-policy-not-implemented', true)
  const data = values.join(', ')
  const valid = data
    .split(',')
    .map((p) => p.toLowerCase().trim())
    .filter((p) => good.includes(p) || bad.includes(p))
  const policy = valid.at(-1) ?? ''
  if (good.includes(policy)) return result(name, 'referrer-policy-private', true, data)
  return result(name, bad.includes(policy) ? 'referrer-policy-unsafe' : 'referrer-policy-header-invalid', false, data)
}

function xContentTypeOptionsTest(r: Retrieval): TestResult {
  const name = 'x-content-type-options'
  const header = firstHeader(autoOf(r), 'x-content-type-options')
  if (header === null) return result(name, 'x-content-type-options-not-implemented', false)
  const nosniff = header.slice(0, 256).trim().toLowerCase() === 'nosniff'
  return result(
    name,
    nosniff ? 'x-content-type-options-nosniff' : 'x-content-type-options-header-invalid',
    nosniff,
    header,
  )
}

/** x-frame-options.js: frame-ancestors in a CSP header stands for the header. */
function xFrameOptionsTest(r: Retrieval, csp: Map<string, Set<string>> | undefined): TestResult {
  const name = 'x-frame-options'
  const header = firstHeader(autoOf(r), 'x-frame-options')
  const xfo = header?.slice(0, 1024).trim().toLowerCase()
  let outcome = 'x-frame-options-not-implemented'
  if (xfo === 'deny' || xfo === 'sameorigin') outcome = 'x-frame-options-sameorigin-or-deny'
  else if (xfo?.startsWith('allow-from')) outcome = 'x-frame-options-allow-from-origin'
  else if (xfo !== undefined) outcome = 'x-frame-options-header-invalid'
  if (csp?.has('frame-ancestors')) outcome = 'x-frame-options-implemented-via-csp'
  const pass = !['x-frame-options-not-implemented', 'x-frame-options-header-invalid'].includes(outcome)
  return result(name, outcome, pass, header ?? undefined)
}

/** cross-origin-resource-policy.js: any valid value passes; same-site and same-origin earn a bonus. */
function corpTest(r: Retrieval): TestResult {
  const name = 'cross-origin-resource-policy'
  const header = firstHeader(autoOf(r), 'cross-origin-resource-policy')?.slice(0, 256).trim().toLowerCase()
  if (!header) return result(name, 'corp-not-implemented', true)
  const known: Record<string, string> = {
    'same-site': 'corp-implemented-with-same-site',
    'same-origin': 'corp-implemented-with-same-origin',
    'cross-origin': 'corp-implemented-with-cross-origin',
  }
  return result(name, known[header] ?? 'corp-header-invalid', header in known, header)
}

/**
 * cors.js: the preflight's Access-Control-Allow-Origin; echoing the Origin with credentials is the danger.
 * (Upstream reads the Origin from the request object's `headers`, which Node's request lacks, so it never
 * finds the danger; this reads the Origin sent, as intended.)
 */
function corsTest(r: Retrieval): TestResult {
  const name = 'cross-origin-resource-sharing'
  const acao = firstHeader(r.cors?.answer, 'access-control-allow-origin')
  if (!r.cors || !acao) return result(name, 'cross-origin-resource-sharing-not-implemented', true)
  const data = acao.slice(0, 256).trim().toLowerCase()
  if (data === '*') return result(name, 'cross-origin-resource-sharing-implemented-with-public-access', true, data)
  const credentials = firstHeader(r.cors.answer, 'access-control-allow-credentials')?.toLowerCase().trim()
  if (r.cors.origin === acao && credentials === 'true')
    return result(name, 'cross-origin-resource-sharing-implemented-with-universal-access', false, data)
  return result(name, 'cross-origin-resource-sharing-implemented-with-restricted-access', true, data)
}

// ---------------------------------------------------------------------------------------------------
// Cookies (src/analyzer/tests/cookies.js; the retriever's tough-cookie jar)

export type Cookie = { key: string; secure: boolean; httpOnly: boolean; sameSite?: string }

/** One Set-Cookie as tough-cookie stores it; null when it is not stored (no name, or already expired). */
export function parseSetCookie(raw: string): Cookie | null {
  const [pair, ...attributes] = raw.split(';')
  if (!pair.includes('=')) return null
  const cookie: Cookie = { key: pair.slice(0, pair.indexOf('=')).trim(), secure: false, httpOnly: false }
  let expired = false
  for (const attribute of attributes) {
    const [key, ...rest] = attribute.split('=')
    const value = rest.join('=').trim()
    const name = key.trim().toLowerCase()
    if (name === 'secure') cookie.secure = true
    else if (name === 'httponly') cookie.httpOnly = true
    else if (name === 'samesite')
      cookie.sameSite = ['strict', 'lax', 'none'].includes(value.toLowerCase()) ? value.toLowerCase() : 'unspecified'
    else if (name === 'max-age') expired = Number(value) <= 0
    else if (name === 'expires') expired ||= Date.parse(value) < Date.now()
  }
  return expired ? null : cookie
}

/** The jar after the https session (the one graded): a later cookie of a name replaces an earlier one. */
function jarOf(r: Retrieval): Cookie[] {
  const jar = new Map<string, Cookie | null>()
  for (const answer of r.https.length > 0 ? r.https : r.http)
    for (const raw of headerValues(answer, 'set-cookie')) {
      const cookie = parseSetCookie(raw)
      jar.set(cookie?.key ?? raw, cookie)
    }
  return [...jar.values()].filter((c): c is Cookie => c !== null && c.key !== 'heroku-session-affinity')
}

const COOKIE_ORDER = [
  'cookies-without-secure-flag-but-protected-by-hsts',
  'cookies-without-secure-flag',
  'cookies-session-without-secure-flag-but-protected-by-hsts',
  'cookies-samesite-flag-invalid',
  'cookies-anticsrf-without-samesite-flag',
  'cookies-session-without-httponly-flag',
  'cookies-session-without-secure-flag',
]

/** A SameSite attribute with no value, or another than Lax, Strict or None. */
const invalidSameSite = (raw: string) =>
  raw.split(';').some((part) => {
    const [key, value] = part.trim().split('=')
    return (
      key?.trim().toLowerCase() === 'samesite' &&
      !['lax', 'strict', 'none'].includes((value ?? '').trim().toLowerCase())
    )
  })

/** cookies.js: every cookie Secure (or at least under HSTS), session ones HttpOnly, all with SameSite. */
export function cookiesTest(r: Retrieval, cookies = jarOf(r)): TestResult {
  const name = 'cookies'
  const hsts = hstsTest(r).pass
  let outcome: string | null = null
  for (const raw of headerValues(autoOf(r), 'set-cookie'))
    if (invalidSameSite(raw)) outcome = onlyIfWorse('cookies-samesite-flag-invalid', outcome, COOKIE_ORDER)
  if (cookies.length === 0) return result(name, 'cookies-not-found', true)
  const worse = (next: string) => (outcome = onlyIfWorse(next, outcome, COOKIE_ORDER))
  for (const cookie of cookies) {
    const key = cookie.key.toLowerCase()
    const session = key.includes('login') || key.includes('sess')
    if (!cookie.secure && cookie.sameSite === 'none') worse('cookies-samesite-flag-invalid')
    if (!cookie.secure)
      worse(hsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag')
    if (key.includes('csrf') && !cookie.sameSite) worse('cookies-anticsrf-without-samesite-flag')
    if (session && !cookie.secure)
      worse(hsts ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag')
    if (session && !cookie.httpOnly) worse('cookies-session-without-httponly-flag')
  }
  const data = cookies
    .map((c) => `${c.key}:${c.secure ? ' Secure' : ''}${c.httpOnly ? ' HttpOnly' : ''} SameSite=${c.sameSite}`)
    .join(', ')
  if (outcome) return result(name, outcome, false, data)
  const sameSite = cookies.every((c) => c.sameSite)
  const final = sameSite
    ? 'cookies-secure-with-httponly-sessions-and-samesite'
    : 'cookies-secure-with-httponly-sessions'
  return result(name, final, true, data)
}

/** subresource-integrity.js: scripts from another site need https and an integrity hash. */
function sriTest(r: Retrieval): TestResult {
  const name = 'subresource-integrity'
  const auto = autoOf(r)
  if (!auto) return result(name, 'sri-not-implemented-but-no-scripts-loaded', true)
  if (!isHtml(auto) && firstHeader(auto, 'content-type'))
    return result(name, 'sri-not-implemented-response-not-html', true)
  const scripts = startTags(auto.body).filter((t) => t.name === 'script')
  if (scripts.length === 0) return result(name, 'sri-not-implemented-but-no-scripts-loaded', true)
  const order = [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-implemented-but-external-scripts-not-loaded-securely',
    'sri-not-implemented-but-external-scripts-loaded-securely',
    'sri-not-implemented-and-external-scripts-not-loaded-securely',
  ]
  const siteDomain = auto.url.hostname.split('.').slice(-2).join('.')
  let outcome: string | null = null
  let foreign = false
  for (const { attributes } of scripts) {
    const src = attributes.src
    if (!src) continue
    const integrity = Boolean(attributes.integrity)
    const protocolRelative = /^\/\/[^/]/.test(src)
    const absolute = /^https?:\/\//.test(src)
    const sameSite =
      protocolRelative || !absolute || new URL(src).hostname.split('.').slice(-2).join('.') === siteDomain
    const secureScheme = absolute ? src.startsWith('https:') : !protocolRelative && auto.url.protocol === 'https:'
    if (absolute ? sameSite : !protocolRelative) {
      if (integrity && secureScheme && !outcome) outcome = order[0]
      continue
    }
    foreign = true
    if (integrity && !secureScheme) outcome = onlyIfWorse(order[2], outcome, order)
    else if (!integrity) outcome = onlyIfWorse(secureScheme ? order[3] : order[4], outcome, order)
  }
  outcome ??= foreign ? order[1] : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin'
  return result(name, outcome, !order.slice(2).includes(outcome))
}

// ---------------------------------------------------------------------------------------------------
// The score (src/scanner/index.js analyzeScan, src/grader/grader.js getGradeForScore)

export function grade(r: Retrieval): Grade {
  const auto = autoOf(r)
  if (!auto) throw new Error('The site seems to be down.')
  if (auto.status < 200 || (auto.status >= 400 && ![401, 403].includes(auto.status)))
    throw new Error(`Site did respond with an unexpected HTTP status code ${auto.status}.`)
  const { csp, ...content } = cspTest(r)
  const tests = [
    content,
    cookiesTest(r),
    corsTest(r),
    redirectionTest(r),
    referrerTest(r),
    hstsTest(r),
    sriTest(r),
    xContentTypeOptionsTest(r),
    xFrameOptionsTest(r, csp),
    corpTest(r),
  ]
  const withExtraCredit = 100 + tests.reduce((sum, t) => sum + t.modifier, 0)
  const uncurved = 100 + tests.reduce((sum, t) => sum + Math.min(t.modifier, 0), 0)
  const score = Math.max(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved, 0)
  const rounded = Math.min(score - (score % 5), 100)
  return { score, grade: GRADES.find(([floor]) => rounded >= floor)![1], tests }
}

/** One line per test, for a failure message or docs/security.md. */
export const describeGrade = (g: Grade) =>
  [
    `${g.grade} (${g.score}/100)`,
    ...g.tests.map(
      (t) =>
        `${t.pass ? 'pass' : 'FAIL'} ${t.name}: ${t.result} (${t.modifier >= 0 ? '+' : ''}${t.modifier})${t.data ? ` [${t.data}]` : ''}`,
    ),
  ].join('\n')

// ---------------------------------------------------------------------------------------------------
// Retrieving (src/retriever/retriever.js and session.js)

const REQUEST_HEADERS = {
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'User-Agent':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:129.0) Gecko/20100101 Firefox/129.0 Observatory/129.0',
}

/** One request, certificates checked against `ca` but never refused: `verified` says how it went. */
export function ask(
  url: URL,
  ca: string,
  method = 'GET',
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method, headers: { ...REQUEST_HEADERS, ...headers }, ca, rejectUnauthorized: false, timeout: 30_000 },
      (response) => {
        // Read now: the socket is let go once the answer has ended.
        const authorized = (response.socket as { authorized?: boolean } | null)?.authorized === true
        const chunks: Buffer[] = []
        response.on('data', (c: Buffer) => chunks.push(c))
        response.on('error', reject)
        response.on('end', () => {
          const verified = url.protocol === 'https:' ? authorized : true
          const body = Buffer.concat(chunks).toString('utf8')
          resolve({ url, status: response.statusCode ?? 0, headers: response.headers, body, verified })
        })
      },
    )
    request.on('timeout', () => request.destroy(new Error(`${url.href}: no answer in 30 s`)))
    request.on('error', reject)
    request.end(body)
  })
}

/** A session: answers from `start` on, redirects followed (at most 10), its cookies sent back. */
async function session(start: URL, ca: string): Promise<Answer[]> {
  const answers: Answer[] = []
  const jar = new Map<string, string>()
  for (let url = start; ;) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    const answer = await ask(url, ca, 'GET', cookie ? { Cookie: cookie } : {})
    answers.push(answer)
    for (const raw of headerValues(answer, 'set-cookie')) {
      const pair = raw.split(';')[0]
      if (pair.includes('=')) jar.set(pair.slice(0, pair.indexOf('=')).trim(), pair.slice(pair.indexOf('=') + 1))
    }
    const location = firstHeader(answer, 'location')
    if (![301, 302, 303, 307, 308].includes(answer.status) || !location || answers.length > 10) return answers
    url = new URL(location, url)
  }
}

/**
 * What the Observatory gathers for `path` on `hostname`: the http and https sessions (on the ports
 * given, as its `--http-port`/`--https-port`-like scan options allow) and the CORS preflight.
 * `ca` is the certificate to trust (the tests' self-signed one).
 */
export async function retrieve(
  hostname: string,
  path: string,
  ports: { http: number; https: number },
  ca: string,
): Promise<Retrieval> {
  const connect = (url: URL) => session(url, ca).catch(() => [] as Answer[])
  const [plain, secure] = await Promise.all([
    connect(new URL(`http://${hostname}:${ports.http}${path}`)),
    connect(new URL(`https://${hostname}:${ports.https}${path}`)),
  ])
  const final = (secure.length > 0 ? secure : plain).at(-1)
  const preflight = final
    ? await ask(final.url, ca, 'OPTIONS', { 'Access-Control-Request-Method': 'GET', Origin: CORS_ORIGIN }).catch(
        () => null,
      )
    : null
  return { http: plain, https: secure, cors: preflight ? { answer: preflight, origin: CORS_ORIGIN } : null }
}
