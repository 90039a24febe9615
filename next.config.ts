import { withPayload } from '@payloadcms/next/withPayload'
import fs from 'node:fs'
import path from 'node:path'

import type { NextConfig } from 'next'

import { BANNER_QUALITY, DEVICE_SIZES, IMAGE_SIZES, PICTURE_QUALITY } from './src/lib/picture-sizes.mjs'
import { adminContentSecurityPolicy, scriptHeaders, securityHeaders } from './src/lib/security-headers.mjs'

/**
 * The TypeScript config a build reads. `next build` adds its build folder's types to that config's `include`,
 * so a build into a folder of its own (the browser tests', the bench's) reads a config that extends ours,
 * written beside that folder and kept out of git: tsconfig.json stays as committed.
 */
function tsconfigFor(distDir: string): string {
  if (distDir === '.next') return 'tsconfig.json'
  const file = `${distDir}.tsconfig.json`
  const full = path.join(import.meta.dirname, file)
  if (!fs.existsSync(full)) fs.writeFileSync(full, `${JSON.stringify({ extends: './tsconfig.json' })}\n`)
  return file
}

const nextConfig: NextConfig = {
  // Tests build into their own folder so they never serve pages prerendered from another database.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Next gzips the answers of `npm start` itself; nginx in deploy/ asks for plain ones and compresses in front
  // (docs/decisions/0013-compression-in-the-server.md).
  compress: true,
  // `npm test` type-checks the whole project (npm run typecheck); the build need not do it again.
  typescript: { ignoreBuildErrors: true, tsconfigPath: tsconfigFor(process.env.NEXT_DIST_DIR || '.next') },
  // Next stores no page or answer of ours: every route is dynamic, and the data cache is packages/site-cache,
  // one copy per process for this bundle and Astro's: Node loads it, no bundle copies it.
  serverExternalPackages: ['@acu/site-cache'],
  reactStrictMode: true,
  images: {
    // Site paths only (src/content/media.ts makes them so even with PUBLIC_URL): the optimiser never fetches
    // from another host, nor from the site's own public address. No query string: each would be a new
    // cache entry (scripts/image-server.mjs refuses other spellings of a picture's address too).
    localPatterns: [
      { pathname: '/api/media/file/**', search: '' },
      { pathname: '/pictures/**', search: '' },
    ],
    qualities: [PICTURE_QUALITY, BANNER_QUALITY],
    // Its disk cache (<distDir>/cache/images): the least recently used entries go beyond this; Next's
    // default is half the free disk. Every demo page seen at 1280 px fills about 1 MB: room for far more content.
    // The bound holds while images keep Next's own disk cache: leave `images.customCacheHandler` off.
    maximumDiskCacheSize: 256_000_000,
    formats: ['image/avif', 'image/webp'],
    // The widths pages ask for (src/lib/picture-attributes.ts writes their srcsets). Next's default device
    // widths add 828, 2048 and 3840, which lengthen every srcset for screens that gain little from them.
    deviceSizes: DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
  },
  async headers() {
    return [
      // Every address but the islands' scripts, the home page too (so the rest of the path is optional).
      { source: '/:path((?!islands/).*)?', headers: securityHeaders },
      // The islands' scripts: the document policies mean nothing on a script (src/lib/security-headers.mjs).
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
