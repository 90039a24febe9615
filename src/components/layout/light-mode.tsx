import { createContext, useContext } from 'react'

/**
 * Data-light mode as a render choice (docs/decisions/0010-data-light-mode.md): the page is rendered
 * under the locale `light` (src/proxy.ts chooses it), and `_app` says so here. Islands then render
 * without their script and data, decorative pictures not at all: the page a browser without
 * JavaScript shows, less the pictures that only decorate.
 */
const LightMode = createContext(false)

export const LightModeProvider = LightMode.Provider

/** True while rendering a data-light page. False in the browser (a light page runs no script). */
export function useLightMode(): boolean {
  return useContext(LightMode)
}
