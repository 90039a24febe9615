import fs from 'node:fs'
import path from 'node:path'

import { classesNamedIn, projectRoot } from './css-classes.mjs'

/**
 * The shared classes (src/styles/*.css) the islands' scripts may put on an element after the page has
 * come: a page keeps their rules even where its markup does not use them yet (src/lib/unused-css.ts). The
 * islands are built first (`npm run build`: scripts/build-islands.mjs, then Next, then Astro); a class of a
 * CSS module needs no such list, as the page writes every class of an island's modules beside it
 * (src/islands/styles.ts). Given to the pages' code as `__ISLAND_CLASSES__`; under `npm run dev` nothing is
 * left out, so there is no list.
 */
export default function islandClasses() {
  return {
    name: 'island-classes',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        if (command !== 'build') return
        const root = projectRoot(config)
        const list = sharedClassesIn(path.join(root, 'public/islands'), path.join(root, 'src/styles'))
        updateConfig({ vite: { define: { __ISLAND_CLASSES__: JSON.stringify(list) } } })
      },
    },
  }
}

/** The classes of the CSS files in `stylesDir` that appear as a word in any script under `islandsDir`, sorted. */
export function sharedClassesIn(islandsDir, stylesDir) {
  const shared = new Set(
    fs
      .readdirSync(stylesDir)
      .filter((f) => f.endsWith('.css'))
      .flatMap((file) => classesNamedIn(fs.readFileSync(path.join(stylesDir, file), 'utf8'))),
  )
  const scripts = fs
    .readdirSync(islandsDir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.js'))
  if (scripts.length === 0)
    throw new Error(`No island scripts in ${islandsDir}: build them first (scripts/build-islands.mjs)`)
  const found = new Set()
  for (const file of scripts)
    for (const [word] of fs.readFileSync(path.join(islandsDir, file), 'utf8').matchAll(/-?[_a-zA-Z][\w-]*/g))
      if (shared.has(word)) found.add(word)
  return [...found].sort()
}
