import type { MetadataRoute } from 'next'
import { headers } from 'next/headers'

import { env } from '@/env'
import { originOf } from '@/lib/origin'

export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = originOf(new Request('http://localhost/', { headers: await headers() }), env)
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/preview/'] },
    sitemap: `${origin}/sitemap.xml`,
  }
}
