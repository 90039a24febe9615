import fs from 'node:fs'
import path from 'node:path'

import { classesNamedIn, projectRoot } from './css-classes.mjs'

/**
 * Short names for the classes of the CSS modules in a built site: `_` and a number in base 36 (`_0`, `_1f`),
 * instead of Vite's `_<class>_<hash>_<line>` (`_externalIcon_1e8il_151`). A class name is written in the
 * page's inline CSS, in its markup and in the islands' scripts. Measured on `/`:
 * the long names cost 9.7 KB of HTML and 1.2 KB compressed, and a hash as a name saves almost nothing
 * compressed (brotli shortens a long name it has seen, but not a random one): the page needed one round
 * trip more on a slow line (issue 54, docs/decisions/0040).
 *
 * The numbers follow the modules' files and their classes in sorted order, read when the build starts, so
 * the same sources give the same names: the islands' scripts, built apart (scripts/build-islands.mjs), name
 * the classes of the modules they import the same way, and the page writes no map of names beside them.
 * Every page carries its own CSS, so a page built earlier (in a cache) stays right beside one built now, as
 * long as the islands' scripts are of the same build. `npm run dev` names a class by its module's path and its
 * own name (`components-home-hero-slider__slide`), which says where it comes from and needs no list.
 */
export default function shortClassNames() {
  return {
    name: 'short-class-names',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        const generateScopedName = scopedNamer(path.join(projectRoot(config), 'src'), command === 'build')
        updateConfig({ vite: { css: { modules: { generateScopedName } } } })
      },
    },
  }
}

/**
 * How a class of a CSS module under `root` (the project's `src`) is named: `(local, file) => name`. Numbers
 * in a built site (`build`), readable names under `npm run dev`. The one naming for the pages and the
 * islands' scripts.
 */
export function scopedNamer(root, build) {
  return build ? namer(root, classesOf(root)) : readableNamer(root)
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

/** `components-home-hero-slider__slide`: the module's path under `root` and the class's own name. */
export function readableNamer(root) {
  return (local, file) => {
    const where = toPosix(path.relative(root, file.split('?', 1)[0])).replace(/\.module\.css$/, '')
    return `${where.replace(/[^\w-]/g, '-')}__${local}`
  }
}

const toPosix = (file) => file.split(path.sep).join('/')
