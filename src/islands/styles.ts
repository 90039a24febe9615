/**
 * The class names of the CSS modules an island uses, as the server rendered them. Next names a CSS
 * module's classes when it builds the page; the island's script, built apart (scripts/build-islands.mjs),
 * cannot know those names, so the page writes them beside the island (`data-styles`, src/islands/island.tsx)
 * and each `import styles from './x.module.css'` in an island reads them here.
 */
export type StyleMaps = Record<string, Record<string, string>>

const maps: StyleMaps = {}

/** The class names of the module `x.module.css` (named `x`), filled in before the island renders. */
export function stylesOf(name: string): Record<string, string> {
  return (maps[name] ??= {})
}

/** Takes in the class names the page wrote beside an island. */
export function addStyles(written: StyleMaps) {
  for (const [name, classes] of Object.entries(written)) Object.assign(stylesOf(name), classes)
}
