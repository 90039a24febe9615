/**
 * The security headers of the site's answers: next.config.ts gives them to what Next serves, and
 * scripts/server.mjs to the pages Astro renders (decision 39), so every page sends the same. Plain
 * JavaScript, read by both as is.
 */

// Pages may embed the campus video from these hosts only.
const videoHosts = 'https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com'

/**
 * The Content-Security-Policy, with the script sources given. Public pages carry no inline script:
 * scripts come from this origin only (the islands' scripts; tests/e2e/observatory.spec.ts checks).
 * Styles keep 'unsafe-inline': a page writes a <style> for browsers without script and pictures carry
 * `style` attributes (the HTTP Observatory does not lower the score for it: docs/security.md#headers).
 * @param {string} scriptSrc
 */
const policy = (scriptSrc) =>
  [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `frame-src 'self' ${videoHosts}`,
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')

// `next dev` and `astro dev` inject inline scripts and need eval for their error overlays; a production build needs neither.
const development = process.env.NODE_ENV === 'development'
const contentSecurityPolicy = policy(development ? "'self' 'unsafe-inline' 'unsafe-eval'" : "'self'")
/** Payload's admin is the App Router, which streams its payload in inline scripts: on /admin only. */
export const adminContentSecurityPolicy = policy(`'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''}`)

/** @param {string | undefined} publicUrl */
function servedOverHttps(publicUrl) {
  try {
    return Boolean(publicUrl) && new URL(/** @type {string} */ (publicUrl)).protocol === 'https:'
  } catch {
    return false
  }
}

/** The headers of every page and answer but the admin's (its own policy) and scripts (scriptHeaders). */
export const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  // No other site may embed these answers as a resource (a picture, a script) without CORS; its pages and
  // frames are unaffected. Same-site, so the institution's other subdomains still may.
  { key: 'Cross-Origin-Resource-Policy', value: 'same-site' },
  // Only a site served over HTTPS promises to stay on it (read as src/env.ts reads PUBLIC_URL). Next builds
  // the value in: scripts/start.ts rebuilds when PUBLIC_URL changes.
  ...(servedOverHttps(process.env.PUBLIC_URL)
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }]
    : []),
]

/**
 * What a script's or stylesheet's answer keeps of them: no sniffing it as another type, and HTTPS for good
 * where served so. The policies above govern documents (what a page may load, frame or use) and mean
 * nothing on a script, whose answer a page may load several of: about 0.7 KB each on a slow line.
 */
export const scriptHeaders = securityHeaders.filter((h) =>
  ['X-Content-Type-Options', 'Strict-Transport-Security'].includes(h.key),
)
