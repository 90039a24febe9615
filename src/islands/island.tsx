import type { ComponentType } from 'react'

/** The islands there are: one script each, src/islands/entries/<name>.tsx. */
export type IslandName = 'year-picker'

/**
 * An interactive leaf of a document page: rendered here on the server like any component, then
 * hydrated in the browser by its own small script (src/islands/entries/<name>.tsx, built by
 * scripts/build-islands.mjs), fed the same plain props, which are written once beside it. A page
 * without islands loads no script at all; the script of an island loads only on pages that show it.
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
  return (
    <>
      <div data-island={name} data-props={JSON.stringify(props)} className="island">
        <Component {...props} />
      </div>
      {/* A module script runs once per page however many islands name it, after the document is parsed
          (`defer` says so to readers; modules are deferred anyway). */}
      <script type="module" src={`/islands/${name}.js`} defer />
    </>
  )
}
