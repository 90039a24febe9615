import { withPayload } from '@payloadcms/next/withPayload'
import path from 'node:path'

import type { NextConfig } from 'next'

import { LIGHT_LOCALE, PAGE_LOCALE } from './src/lib/data-light.mjs'

// Pages may embed the campus video from these hosts only.
const videoHosts = 'https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com'

/**
 * The Content-Security-Policy, with the script and image sources given. Public pages are the Pages Router
 * with `unstable_runtimeJS: false` and no inline script: scripts come from this origin only (the islands'
 * `/islands/*.js`; tests/e2e/observatory.spec.ts checks). Styles keep 'unsafe-inline': the document writes
 * a <style> for browsers without script (src/pages/_document.tsx) and Next's <Image> writes `style`
 * attributes (the HTTP Observatory does not lower the score for it: docs/security.md#headers).
 */
const policy = (scriptSrc: string) =>
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

// `next dev` injects inline scripts and needs eval for its error overlay; a production build needs neither.
const development = process.env.NODE_ENV === 'development'
const contentSecurityPolicy = policy(development ? "'self' 'unsafe-inline' 'unsafe-eval'" : "'self'")
// Payload's admin is the App Router, which streams its payload in inline scripts: on /admin only.
const adminContentSecurityPolicy = policy(`'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''}`)

function servedOverHttps(publicUrl: string | undefined): boolean {
  try {
    return Boolean(publicUrl) && new URL(publicUrl as string).protocol === 'https:'
  } catch {
    return false
  }
}

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  // No other site may embed these answers as a resource (a picture, a script) without CORS; its pages and
  // frames are unaffected. Same-site, so the institution's other subdomains still may.
  { key: 'Cross-Origin-Resource-Policy', value: 'same-site' },
  // Only a site served over HTTPS promises to stay on it (read as src/env.ts reads PUBLIC_URL). The
  // value is built in: scripts/start.ts rebuilds when PUBLIC_URL changes.
  ...(servedOverHttps(process.env.PUBLIC_URL)
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }]
    : []),
]

/** What a script's response keeps of them: no sniffing it as another type, and HTTPS for good where served so. */
const scriptHeaders = securityHeaders.filter((h) =>
  ['X-Content-Type-Options', 'Strict-Transport-Security'].includes(h.key),
)

const nextConfig: NextConfig = {
  // Tests build into their own folder so they never serve pages prerendered from another database.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Data-light mode is a render choice (docs/decisions/0010-data-light-mode.md): every document page has a
  // second rendering under the locale `light`, which src/proxy.ts serves to visitors who asked for it. The
  // App Router's routes (admin, API, feeds) have no locales. `/light/…` is never an address of its own.
  i18n: { locales: [PAGE_LOCALE, LIGHT_LOCALE], defaultLocale: PAGE_LOCALE, localeDetection: false },
  // The proxy sees the address as the server was asked for it (src/proxy.ts, sameServer).
  skipProxyUrlNormalize: true,
  // Next gzips the answers of `npm start` itself; nginx in deploy/ asks for plain ones and compresses in front
  // (docs/decisions/0013-compression-in-the-server.md).
  compress: true,
  // `npm test` type-checks the whole project (npm run typecheck); the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // Our own store of rendered pages and cached queries, never a not-found or a redirect (src/cache-handler.mjs).
  cacheHandler: path.join(import.meta.dirname, 'src/cache-handler.mjs'),
  reactStrictMode: true,
  images: {
    // Site paths only (src/content/media.ts makes them so even with PUBLIC_URL): the optimiser never fetches
    // from another host, nor from the site's own public address. No query string: each would be a new
    // cache entry (scripts/image-server.mjs refuses other spellings of a picture's address too).
    localPatterns: [{ pathname: '/api/media/file/**', search: '' }],
    qualities: [75],
    // Its disk cache (<distDir>/cache/images): the least recently used entries go beyond this; Next's
    // default is half the free disk. Every demo page seen at 1280 px fills about 1 MB: room for far more content.
    // The bound holds because images skip `cacheHandler` above: leave `images.customCacheHandler` off.
    maximumDiskCacheSize: 256_000_000,
    formats: ['image/avif', 'image/webp'],
    // Widths a full-width picture is offered in: phones (640–1080), laptops and desktops (1200, 1920).
    // Next's default adds 828, 2048 and 3840, which lengthen every srcset (written twice in each page:
    // the HTML and its payload) for screens that gain little from them.
    deviceSizes: [640, 750, 1080, 1200, 1920],
  },
  async headers() {
    return [
      // Every address but the islands' scripts, the home page too: Next matches a source with the locale in front
      // (`/en-NG`, `/light`), so the rest of the path must be optional.
      { source: '/:path((?!islands/).*)?', headers: securityHeaders },
      // The islands' scripts: the policies above govern documents (what a page may load, frame or use) and
      // mean nothing on a script, whose response a page loads up to eight of: about 0.7 KB each on a slow line.
      { source: '/islands/:path*', headers: scriptHeaders },
      // Last, so its policy replaces the one above on the admin (Next: the last rule setting a header wins).
      { source: '/admin/:path*', headers: [{ key: 'Content-Security-Policy', value: adminContentSecurityPolicy }] },
    ]
  },
}

const withAdmin = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload adds its admin's colour-scheme client hints (Accept-CH, Critical-CH, Vary) to every route
 * (payloadcms/payload#17906). On public pages Critical-CH makes a cold Chromium visit request the page
 * twice, and Vary splits every shared cache in two: keep them on the admin only.
 */
const isClientHintRule = (rule: { headers: { key: string }[] }) => rule.headers.some((h) => h.key === 'Critical-CH')

export default {
  ...withAdmin,
  async headers() {
    const rules = (await withAdmin.headers?.()) ?? []
    return rules.map((rule) => (isClientHintRule(rule) ? { ...rule, source: '/admin/:path*' } : rule))
  },
} satisfies NextConfig
