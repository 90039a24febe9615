import Head from 'next/head'

// The App Router's icon file (src/app/(site)/icon.svg) is served under its own address; here it is a static file.
import icon from '@/app/(site)/icon.svg'

export type PageMeta = {
  /** The page's own title; the institution's name follows it. Null on the home page. */
  title: string | null
  description?: string | null
  /** Site-relative canonical path. */
  canonical?: string
}

/**
 * The head of a document page: what the App Router's metadata gives its pages (the title with the
 * institution's name after it, the description, the absolute canonical address, the icon).
 */
export function PageHead({
  meta,
  institutionName,
  siteUrl,
}: {
  meta: PageMeta
  institutionName: string
  siteUrl: string
}) {
  const title = meta.title ? `${meta.title} · ${institutionName}` : institutionName
  return (
    <Head>
      <title>{title}</title>
      <link rel="icon" href={icon.src} type="image/svg+xml" sizes="any" />
      {meta.description ? <meta name="description" content={meta.description} /> : null}
      {meta.canonical ? <link rel="canonical" href={new URL(meta.canonical, siteUrl).href} /> : null}
    </Head>
  )
}
