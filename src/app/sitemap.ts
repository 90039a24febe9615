import type { MetadataRoute } from 'next'
import { headers } from 'next/headers'

import { getSitemapEntries } from '@/content/sitemap'
import { env } from '@/env'
import { originOf } from '@/lib/origin'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = originOf(new Request('http://localhost/', { headers: await headers() }), env)
  return (await getSitemapEntries()).map((entry) => ({
    url: `${origin}${entry.path}`,
    ...(entry.lastModified ? { lastModified: entry.lastModified } : {}),
  }))
}
