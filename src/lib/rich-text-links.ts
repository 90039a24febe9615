/**
 * The links an editor typed into rich text (Lexical's `link` and `autolink` nodes with a custom
 * address; links picked from the site's documents cannot break), and which of them lead into the
 * site, so a link to a page that does not exist is caught before it is published.
 */

type LexicalNode = { type?: unknown; fields?: { url?: unknown; linkType?: unknown }; children?: unknown }

/** The addresses of the typed links in a rich text value, in document order. */
export function typedLinkUrls(state: unknown): string[] {
  const urls: string[] = []
  const visit = (node: unknown, depth: number) => {
    if (!node || typeof node !== 'object' || depth > 50) return
    const n = node as LexicalNode
    if ((n.type === 'link' || n.type === 'autolink') && n.fields?.linkType !== 'internal') {
      if (typeof n.fields?.url === 'string' && n.fields.url.trim()) urls.push(n.fields.url.trim())
    }
    if (Array.isArray(n.children)) for (const child of n.children) visit(child, depth + 1)
  }
  visit((state as { root?: unknown } | null)?.root, 0)
  return urls
}

/**
 * The path on this site a link leads to (`/news/x` from `/news/x?y#z` or from `https://<our
 * origin>/news/x`), or null when it leads elsewhere (another site, mail, phone, a fragment).
 */
export function sitePath(url: string, origins: readonly string[]): string | null {
  let path = url
  if (/^https?:\/\//i.test(url)) {
    let parsed: URL
    try {
      parsed = new URL(url)
    } catch {
      return null
    }
    if (!origins.some((origin) => origin.replace(/\/+$/, '') === parsed.origin)) return null
    path = parsed.pathname
  }
  if (!path.startsWith('/') || path.startsWith('//')) return null
  const bare = path.replace(/[?#].*$/, '')
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare
}
