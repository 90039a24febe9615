import type { MetadataRoute } from 'next'
import { headers } from 'next/headers'

import { getSitemapChunk, getSitemapIds } from '@/content/sitemap'
import { env } from '@/env'
import { originOf } from '@/lib/origin'

/**
 * The numbered sitemaps, /sitemaps/sitemap/0.xml, /sitemaps/sitemap/1.xml, …, each with at most
 * SITEMAP_CHUNK addresses. /sitemap.xml (src/app/sitemap.xml/route.ts) is the whole list while the
 * site is small and an index of these once it is not. (They live in a folder of their own: Next
 * reserves /sitemap.xml for a root sitemap file, which could not also be the index.) Next asks for
 * the ids on every request, so a sitemap appears as soon as the content needs it.
 */
export async function generateSitemaps(): Promise<Array<{ id: string }>> {
  return (await getSitemapIds()).map((id) => ({ id }))
}

export default async function sitemap(props: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const origin = originOf(new Request('http://localhost/', { headers: await headers() }), env)
  return (await getSitemapChunk(await props.id)).map((entry) => ({
    url: `${origin}${entry.path}`,
    ...(entry.lastModified ? { lastModified: entry.lastModified } : {}),
  }))
}
