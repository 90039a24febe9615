import fs from 'node:fs'
import path from 'node:path'

import { classesNamedIn, projectRoot } from './css-classes.mjs'
import { classesOf, namer } from './short-class-names.mjs'

/**
 * For each island's script (`/islands/<script>.js`), the classes it may put on an element after the page has
 * come, in its own code or the modules it loads: the shared classes (src/styles/*.css) and the CSS modules'
 * classes, by the names a built site gives them (short-class-names.mjs), that appear as a word in those
 * scripts. A page keeps their rules even where its markup does not use them yet, but only for the scripts it
 * loads (src/lib/unused-css.ts, src/astro/page-css.ts). The islands are built first (`npm run build`:
 * scripts/build-islands.mjs, then Next, then Astro). Given to the pages' code as `__ISLAND_CLASSES__`; under
 * `npm run dev` nothing is left out, so there is none.
 */
export default function islandClasses() {
  return {
    name: 'island-classes',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        if (command !== 'build') return
        const root = projectRoot(config)
        const candidates = new Set([
          ...sharedClassesIn(path.join(root, 'src/styles')),
          ...moduleClassesIn(path.join(root, 'src')),
        ])
        const byScript = classesByScript(path.join(root, 'public/islands'), candidates)
        updateConfig({ vite: { define: { __ISLAND_CLASSES__: JSON.stringify(byScript) } } })
      },
    },
  }
}

/** The classes of the shared sheets in `stylesDir`. */
export function sharedClassesIn(stylesDir) {
  return fs
    .readdirSync(stylesDir)
    .filter((f) => f.endsWith('.css'))
    .flatMap((file) => classesNamedIn(fs.readFileSync(path.join(stylesDir, file), 'utf8')))
}

/** The classes of the CSS modules under `srcDir`, as a built site names them. */
export function moduleClassesIn(srcDir) {
  const known = classesOf(srcDir)
  const name = namer(srcDir, known)
  return known.map((key) => {
    const at = key.lastIndexOf(':')
    return name(key.slice(at + 1), path.join(srcDir, key.slice(0, at)))
  })
}

/**
 * `{ <script>: classes }` for each entry script in `islandsDir` (each file but the shared chunks): the words of
 * it and of every script it imports, at once or later (`"./later/home.js"`, `"../chunk-….js"`), that are in
 * `candidates`, sorted.
 */
export function classesByScript(islandsDir, candidates) {
  const entries = fs.readdirSync(islandsDir).filter((f) => f.endsWith('.js') && !f.startsWith('chunk-'))
  if (entries.length === 0)
    throw new Error(`No island scripts in ${islandsDir}: build them first (scripts/build-islands.mjs)`)
  const wordsOf = new Map()
  const words = (file) => {
    if (!wordsOf.has(file)) {
      const text = fs.readFileSync(file, 'utf8')
      const found = new Set(
        [...text.matchAll(/-?[_a-zA-Z][\w-]*/g)].map(([word]) => word).filter((w) => candidates.has(w)),
      )
      const loads = [...text.matchAll(/"(\.{1,2}\/[\w./-]+\.js)"/g)].map(([, to]) =>
        path.resolve(path.dirname(file), to),
      )
      wordsOf.set(file, { found, loads })
    }
    return wordsOf.get(file)
  }
  const byScript = {}
  for (const entry of entries.sort()) {
    const classes = new Set()
    const seen = new Set()
    const visit = (file) => {
      if (seen.has(file) || !fs.existsSync(file)) return
      seen.add(file)
      const { found, loads } = words(file)
      for (const name of found) classes.add(name)
      loads.forEach(visit)
    }
    visit(path.join(islandsDir, entry))
    byScript[path.basename(entry, '.js')] = [...classes].sort()
  }
  return byScript
}
