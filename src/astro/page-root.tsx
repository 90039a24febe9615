import type { ComponentType } from 'react'

import { LightModeProvider } from '@/components/layout/light-mode'
import type { DocumentBase } from '@/content/document'
import { GatherScripts, ScriptTags } from '@/islands/page-scripts'

/** A page component and its props, checked against each other where they are paired (`pageTree`). */
export type PageTree = { page: ComponentType<never>; props: DocumentBase }

/** Pairs a page component with its props (the pair is type-checked here, not in the layout). */
export function pageTree<Props extends DocumentBase>(page: ComponentType<Props>, props: Props): PageTree {
  return { page: page as ComponentType<never>, props }
}

/**
 * A page's one React tree in Astro: the same page component a Next page renders, in data-light mode
 * or not. One tree, so the site's contexts (data-light, the page's address) reach every component.
 * The scripts of the islands it shows are written once each, after it: React renders in order, so
 * every island has said what it needs by then (src/islands/page-scripts.tsx).
 */
export function PageRoot({ tree, light }: { tree: PageTree; light: boolean }) {
  const Page = tree.page as ComponentType<DocumentBase>
  const scripts = new Set<string>()
  return (
    <LightModeProvider value={light}>
      <GatherScripts scripts={scripts}>
        <Page {...tree.props} />
      </GatherScripts>
      <GatheredScripts scripts={scripts} />
    </LightModeProvider>
  )
}

/** Reads the set when it renders, after the page. */
function GatheredScripts({ scripts }: { scripts: Set<string> }) {
  return <ScriptTags scripts={scripts} />
}
