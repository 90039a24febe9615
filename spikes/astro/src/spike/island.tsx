import { createContext, useContext, type ComponentType, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'

/**
 * Stands in for main-snapshot/src/islands/island.tsx (a Vite alias). Astro hydrates only components an
 * .astro file places with a client:* directive; a React component cannot place one. So the page
 * (.astro) renders each island itself and hands it in as a named slot, and where the React tree
 * renders <Island name=…> it shows that slot. The islands' props are worked out inside the React
 * components, so the page first renders its tree once to collect them (`collectIslands`). Keyed by
 * name (and `id`: the header has two search boxes).
 */
type Slots = { collect: Record<string, unknown> } | { place: Record<string, ReactNode> }
const IslandSlots = createContext<Slots>({ place: {} })

const slotName = (name: string, props: object) =>
  ('id' in props ? `${name}-${String(props.id)}` : name).replace(/[-_]([a-z])/g, (_, c: string) => c.toUpperCase())

export function Island<P extends object>({ name, component: Component, props }: { name: string; component: ComponentType<P>; props: P; styles?: unknown }) {
  const slots = useContext(IslandSlots)
  const key = slotName(name, props)
  if ('collect' in slots) {
    slots.collect[key] = props
    return <Component {...props} />
  }
  if (!(key in slots.place)) throw new Error(`The page placed no island for ${key}`)
  return slots.place[key]
}

/** The props of each island `page` renders, by slot name (camelCase, as Astro passes named slots to React). */
export function collectIslands<P extends object>(page: ComponentType<P>, props: P): Record<string, any> {
  const collect: Record<string, unknown> = {}
  const Page = page as ComponentType<object>
  renderToString(
    <IslandSlots.Provider value={{ collect }}>
      <Page {...props} />
    </IslandSlots.Provider>,
  )
  return collect
}

/** The React root of a page: `page` rendered with `props`, the islands the .astro page placed (named slots) in reach. */
export function WithIslands<P extends object>({ page, props, ...place }: { page: ComponentType<P>; props: P } & Record<string, ReactNode>) {
  const Page = page as ComponentType<object>
  return (
    <IslandSlots.Provider value={{ place }}>
      <Page {...props} />
    </IslandSlots.Provider>
  )
}
