import { createContext, useContext, type ComponentType, type ReactNode } from 'react'

/**
 * The islands' scripts a page needs, gathered while the page renders and written once, in its head
 * (src/astro/page-root.tsx): a page shows an island's script in one tag however many of its islands
 * there are (the header alone has three), as the HTML standard expects of a page.
 */
const PageScripts = createContext<Set<string> | null>(null)

/** Gathers into `scripts` the script addresses the islands rendered inside it need. */
export function GatherScripts({ scripts, children }: { scripts: Set<string>; children: ReactNode }) {
  return <PageScripts.Provider value={scripts}>{children}</PageScripts.Provider>
}

/**
 * Says the page needs the scripts at `srcs`. False where nothing gathers scripts (a component rendered
 * alone, as in a unit test): the caller then writes the tags itself.
 */
export function useNeedsScripts(srcs: Iterable<string>): boolean {
  const scripts = useContext(PageScripts)
  // Rendered on the server only (islands hydrate their component, not this): adding is idempotent.
  if (scripts) for (const src of srcs) scripts.add(src)
  return scripts !== null
}

/**
 * Each script at most once. A module runs after the document is parsed, as `defer` would say (which it may
 * not carry). Fetched at low priority: an island's script only waits for the visitor's intent, so on a slow
 * line the page's text, style and first picture come first (issue 54 measured 0.1–0.4 s of first paint on
 * regular 3G).
 */
export function ScriptTags({ scripts }: { scripts: Iterable<string> }) {
  return [...new Set(scripts)].sort().map((src) => (
    // eslint-disable-next-line @next/next/no-sync-scripts -- a module script never blocks the parser
    <script key={src} type="module" src={src} fetchPriority="low" />
  ))
}

/** `App` with the scripts its islands need gathered into `scripts` (for Document.getInitialProps). */
export function gatheringInto<P extends object>(scripts: Set<string>, App: ComponentType<P>): ComponentType<P> {
  return function Gathering(props: P) {
    return (
      <GatherScripts scripts={scripts}>
        <App {...props} />
      </GatherScripts>
    )
  }
}
