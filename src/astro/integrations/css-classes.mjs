import { fileURLToPath } from 'node:url'

/** The class names a CSS file's selectors name, comments left out (repeats included, in order). */
export function classesNamedIn(css) {
  return [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1])
}

/** The project's folder, from the `config` Astro gives an integration's hooks. */
export const projectRoot = (config) => fileURLToPath(config.root)
