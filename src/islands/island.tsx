import type { ComponentType, ReactNode } from 'react'

import { useLightMode } from '@/components/layout/light-mode'

import { ScriptTags, useNeedsScripts } from './page-scripts'
import { scriptOf, type IslandName } from './registry'
import { withSlots } from './slots'

/**
 * An interactive leaf of a document page: rendered here on the server like any component, then
 * hydrated in the browser by its script (src/islands/entries/, built by scripts/build-islands.mjs),
 * fed the same plain props, which are written once beside it. Its script knows the class names of the CSS
 * modules it uses, as the site names them (scripts/build-islands.mjs). A page without islands loads no
 * script at all; an island's script loads only on pages that show it.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName
  component: ComponentType<P>
  props: P
}) {
  // Server-rendered parts in the props (React elements) are written once, in place (src/islands/slots.tsx).
  const { rendered, written } = withSlots(props)
  // A data-light page is what a browser without JavaScript shows: the island as rendered here, no script.
  const light = useLightMode()
  const src = scriptOf(name)
  // The page writes the script once, in its head (src/islands/page-scripts.tsx).
  const gathered = useNeedsScripts(light ? [] : [src])
  if (light)
    return (
      <div data-island={name} className="island">
        <Component {...rendered} />
      </div>
    )
  return (
    <>
      <div data-island={name} data-props={JSON.stringify(written)} className="island">
        <Component {...rendered} />
      </div>
      {gathered ? null : <ScriptTags scripts={[src]} />}
    </>
  )
}

/**
 * An interactive leaf that its script enhances without React (src/islands/enhance.ts): the server's markup as it
 * is, marked with its name, and its script; no props. A data-light page writes no script for it.
 */
export function EnhancedIsland({ name, children }: { name: IslandName; children: ReactNode }) {
  const light = useLightMode()
  const src = scriptOf(name)
  const gathered = useNeedsScripts(light ? [] : [src])
  return (
    <>
      <div data-island={name} className="island">
        {children}
      </div>
      {light || gathered ? null : <ScriptTags scripts={[src]} />}
    </>
  )
}
