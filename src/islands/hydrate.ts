import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'

import './shared'
import type { IslandName } from './registry'
import { revive } from './slots'

/**
 * Hydrates every island of this name on the page with the props the server wrote beside it, as soon
 * as its script has run (after the document is parsed): an island may change the layout when it
 * starts (the year buttons hide the other years), which must happen before the visitor reads on.
 */
export function hydrateIslands<P extends object>(name: IslandName, Component: ComponentType<P>) {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const props = revive<P>(element.dataset.props ?? '{}', element)
    // From here React sees the island's events and replays a press made while it hydrates (on-intent.ts).
    element.setAttribute('data-hydrating', '')
    // As a transition, React hydrates in slices of a few milliseconds and lets the browser paint and answer
    // between them, instead of in one long task (the home slider's came to 60–120 ms on a phone's CPU,
    // issue 54). A press on the island meanwhile makes React finish it at once, and replay the press.
    startTransition(() => {
      hydrateRoot(element, createElement(Hydrated, { element }, createElement(Component, props)))
    })
  }
}

/**
 * Renders the island as it is and, once React has taken over its markup, marks it `data-hydrated`:
 * where the script loads on the visitor's intent, the browser tests wait for that.
 */
function Hydrated({ element, children }: { element: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    element.setAttribute('data-hydrated', '')
  }, [element])
  return children
}
