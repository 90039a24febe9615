import fs from 'node:fs'
import path from 'node:path'

import { classesNamedIn, projectRoot } from './css-classes.mjs'

/**
 * Short names for the classes of the CSS modules in a built site: `_` and a number in base 36 (`_0`, `_1f`),
 * instead of Vite's `_<class>_<hash>_<line>` (`_externalIcon_1e8il_151`). A class name is written in the
 * page's inline CSS, in its markup and again beside each island (src/islands/styles.ts). Measured on `/`:
 * the long names cost 9.7 KB of HTML and 1.2 KB compressed, and a hash as a name saves almost nothing
 * compressed (brotli shortens a long name it has seen, but not a random one): the page needed one round
 * trip more on a slow line (issue 54, docs/decisions/0040).
 *
 * The numbers follow the modules' files and their classes in sorted order, read when the build starts, so
 * the same sources give the same names. Every page carries its own CSS and the names of its islands'
 * classes, so a page built earlier (in a cache) stays right beside one built now.
 * `npm run dev` keeps Vite's names, which say where a class comes from.
 */
export default function shortClassNames() {
  return {
    name: 'short-class-names',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        if (command !== 'build') return
        const root = path.join(projectRoot(config), 'src')
        const generateScopedName = namer(root, classesOf(root))
        updateConfig({ vite: { css: { modules: { generateScopedName } } } })
      },
    },
  }
}

/** `file:class` of every class in the CSS modules under `root`, sorted. */
export function classesOf(root) {
  const found = new Set()
  const files = fs.readdirSync(root, { recursive: true }).filter((f) => String(f).endsWith('.module.css'))
  for (const file of files.map(String).sort()) {
    for (const local of classesNamedIn(fs.readFileSync(path.join(root, file), 'utf8')))
      found.add(`${toPosix(file)}:${local}`)
  }
  return [...found].sort()
}

/**
 * Vite's `generateScopedName`: the number of the class among `known`; a class the scan missed gets the next
 * number free, so a name is never given twice.
 */
export function namer(root, known) {
  const numbers = new Map(known.map((key, i) => [key, i]))
  return (local, file) => {
    const key = `${toPosix(path.relative(root, file.split('?', 1)[0]))}:${local}`
    if (!numbers.has(key)) numbers.set(key, numbers.size)
    return `_${numbers.get(key).toString(36)}`
  }
}

const toPosix = (file) => file.split(path.sep).join('/')
