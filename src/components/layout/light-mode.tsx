import { createContext, useContext } from 'react'

/**
 * Data-light mode as a render choice (docs/decisions/0010-data-light-mode.md): the page is rendered
 * light when the visitor asked for it (src/astro/page-request.ts reads the request), and the page's
 * root (src/astro/page-root.tsx) says so here. Islands then render
 * without their script and data, decorative pictures not at all: the page a browser without
 * JavaScript shows, less the pictures that only decorate.
 */
const LightMode = createContext(false)

export const LightModeProvider = LightMode.Provider

/** True while rendering a data-light page. False in the browser (a light page runs no script). */
export function useLightMode(): boolean {
  return useContext(LightMode)
}
