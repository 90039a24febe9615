import { LRUCache } from 'lru-cache'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'

import { LightModeProvider, useLightMode } from '@/components/layout/light-mode'

/** The markup kept, by key, least recently used first (8 M characters at most), rendered when missing. */
const kept = new LRUCache<string, string, () => string>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: (html) => html.length || 1,
  memoMethod: (_key, _old, { context: render }) => render(),
})

/**
 * An element whose content is rendered once for each `cacheKey` and then reused as markup: for the
 * site's header and footer, which are the same on every page (a few hundred elements: rendering them
 * again was most of the time a page rendered at each request, such as a search, took). `cacheKey`
 * must name everything the content depends on; the data-light mode is added here. The markup is
 * React's own (`renderToString`), so islands inside it hydrate as if rendered in place.
 */
export function FrozenMarkup({
  as: Tag,
  className,
  cacheKey,
  children,
}: {
  as: 'header' | 'footer' | 'div'
  className?: string
  cacheKey: string
  children: ReactNode
}) {
  const light = useLightMode()
  const html = kept.memo(`${light ? 'light' : 'full'}\u0000${cacheKey}`, {
    context: () => renderToString(<LightModeProvider value={light}>{children}</LightModeProvider>),
  })
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
