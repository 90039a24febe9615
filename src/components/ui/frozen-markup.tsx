import { LRUCache } from 'lru-cache'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'

import { LightModeProvider, useLightMode } from '@/components/layout/light-mode'
import { GatherScripts, ScriptTags, useNeedsScripts } from '@/islands/page-scripts'

/** Markup kept with the islands' scripts it needs (the page writes them, src/islands/page-scripts.tsx). */
type Frozen = { html: string; scripts: string[] }

/** The markup kept, by key, least recently used first (8 M characters at most), rendered when missing. */
const kept = new LRUCache<string, Frozen, () => Frozen>({
  maxSize: 8 * 1024 * 1024,
  sizeCalculation: ({ html }) => html.length || 1,
  memoMethod: (_key, _old, { context: render }) => render(),
})

/** Renders `children` to markup, gathering the scripts of the islands in it. */
function freeze(children: ReactNode, light: boolean): Frozen {
  const scripts = new Set<string>()
  const html = renderToString(
    <LightModeProvider value={light}>
      <GatherScripts scripts={scripts}>{children}</GatherScripts>
    </LightModeProvider>,
  )
  return { html, scripts: [...scripts] }
}

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
  const { html, scripts } = kept.memo(`${light ? 'light' : 'full'}\u0000${cacheKey}`, {
    context: () => freeze(children, light),
  })
  // The page still needs the scripts of the islands inside, each use of the kept markup.
  const gathered = useNeedsScripts(scripts)
  return (
    <>
      <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />
      {gathered ? null : <ScriptTags scripts={scripts} />}
    </>
  )
}
