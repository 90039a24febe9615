import type { IslandName } from './registry'

/**
 * Runs `enhance` on every island of this name on the page (`<EnhancedIsland>`, island.tsx): a leaf that a few
 * lines of plain DOM make interactive at once, without React and without props. Imports nothing.
 */
export function enhanceIslands(name: IslandName, enhance: (element: HTMLElement) => void): void {
  for (const island of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const leaf = island.firstElementChild
    if (leaf instanceof HTMLElement) enhance(leaf)
  }
}
