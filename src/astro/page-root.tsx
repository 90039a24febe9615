import type { ComponentType } from 'react'

import { LightModeProvider } from '@/components/layout/light-mode'
import { GatherScripts, ScriptTags } from '@/islands/page-scripts'

/**
 * A page's one React tree in Astro: the same page component a Next page renders, in data-light mode
 * or not. One tree, so the site's contexts (data-light, the page's address) reach every component.
 * The scripts of the islands it shows are written once each, after it: React renders in order, so
 * every island has said what it needs by then (src/islands/page-scripts.tsx).
 */
export function PageRoot<Props extends object>({
  page: Page,
  props,
  light,
}: {
  page: ComponentType<Props>
  props: Props
  light: boolean
}) {
  const scripts = new Set<string>()
  return (
    <LightModeProvider value={light}>
      <GatherScripts scripts={scripts}>
        <Page {...props} />
      </GatherScripts>
      <GatheredScripts scripts={scripts} />
    </LightModeProvider>
  )
}

/** Reads the set when it renders, after the page. */
function GatheredScripts({ scripts }: { scripts: Set<string> }) {
  return <ScriptTags scripts={scripts} />
}
