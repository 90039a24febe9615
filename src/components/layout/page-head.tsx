// The site's icon: a static file Next serves under its own address.
import icon from './icon.svg'

export type PageMeta = {
  /** The page's own title; the institution's name follows it. Null on the home page. */
  title: string | null
  description?: string | null
  /** Site-relative canonical path. */
  canonical?: string
  /** Kept out of search engines' indexes (its links still followed): a page of chosen results. */
  noindex?: boolean
  /** The same content in other formats (a calendar feed, an RSS feed), by media type. */
  alternates?: Array<{ type: string; href: string }>
  /** The page's social card (OpenGraph), its address the canonical one. */
  openGraph?: {
    type: 'website' | 'article' | 'profile'
    title: string
    description?: string | null
    image?: string | null
    /** When a story was published (article:published_time). */
    publishedTime?: string
  }
}

/**
 * The head of a document page: what the App Router's metadata gives its pages (the title with the
 * institution's name after it, the description, the absolute canonical address, the icon), as one
 * fragment, which an Astro page's layout writes in <head>.
 */
export function PageHeadTags({
  meta,
  institutionName,
  siteUrl,
}: {
  meta: PageMeta
  institutionName: string
  siteUrl: string
}) {
  const title = meta.title ? `${meta.title} · ${institutionName}` : institutionName
  const absolute = (path: string) => new URL(path, siteUrl).href
  const card = meta.openGraph
  return (
    <>
      <title>{title}</title>
      <link rel="icon" href={icon.src} type="image/svg+xml" sizes="any" />
      {meta.description ? <meta name="description" content={meta.description} /> : null}
      {meta.canonical ? <link rel="canonical" href={absolute(meta.canonical)} /> : null}
      {meta.alternates?.map(({ type, href }) => (
        <link key={href} rel="alternate" type={type} href={absolute(href)} />
      ))}
      {meta.noindex ? <meta name="robots" content="noindex, follow" /> : null}
      {card ? <meta property="og:title" content={card.title} /> : null}
      {card?.description ? <meta property="og:description" content={card.description} /> : null}
      {card && meta.canonical ? <meta property="og:url" content={absolute(meta.canonical)} /> : null}
      {card?.image ? <meta property="og:image" content={absolute(card.image)} /> : null}
      {card ? <meta property="og:type" content={card.type} /> : null}
      {card?.publishedTime ? <meta property="article:published_time" content={card.publishedTime} /> : null}
      {card ? <meta name="twitter:card" content={card.image ? 'summary_large_image' : 'summary'} /> : null}
    </>
  )
}
