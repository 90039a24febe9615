import postcss, { type ChildNode, type Container } from 'postcss'

/**
 * A page's inline CSS without the rules it cannot use (issue 54: the page and the CSS of its first screen
 * in the first 14 KB round trip). Astro inlines every rule of every component a page imports and all of
 * the shared sheet (src/styles/globals.css); a third of that is for elements the page does not have.
 *
 * The rule is by class only, and errs on the side of keeping: a rule goes when every selector in its list
 * names a class (outside `:not()`, `:is()`, `:has()` and the like) that appears nowhere in the page, its
 * markup and its islands' props included, nor in `alsoUsed` (the classes the page's islands' scripts may
 * add). A rule without a class (`a`, `[hidden]`, `:root`), at-rules without rules (`@font-face`) and
 * keyframes always stay. Measured against beasties (the maintained tool, which matches each selector against
 * the page's elements): about half its savings, in under a millisecond instead of 27–86 ms a page, which
 * every render would pay (docs/decisions/0041-unused-css-left-out.md).
 */

/** A sheet worked out once: each rule with the classes each of its selectors needs. */
export type SheetPart =
  | { kind: 'always'; css: string }
  | { kind: 'rule'; css: string; needs: string[][] }
  | { kind: 'group'; open: string; parts: SheetPart[] }

/** Where a page names classes: its markup's `class`, and its islands' props (src/islands/). */
const CLASS_ATTRIBUTES = ['class', 'data-props']
/** What separates the words of those values (class names are words of letters, digits, `_` and `-`). */
const NOT_WORD = /[^\w-]+/

/**
 * @param html a whole page
 * @param alsoUsed classes to keep whether the page shows them or not
 * @param parse the sheet worked out (pass a memo of `parseSheet`: a page's sheet is the same at each render)
 */
export function withoutUnusedCss(
  html: string,
  alsoUsed: { has(name: string): boolean },
  parse: (css: string) => SheetPart[] = parseSheet,
): string {
  if (!html.includes('<style')) return html
  const used = classesIn(html)
  const isUsed = (name: string) => used.has(name) || alsoUsed.has(name)
  // The page is walked with indexOf, not matched with patterns: on a 100 KB page that is most of the time.
  let out = ''
  let at = 0
  for (let open = html.indexOf('<style', at); open !== -1; open = html.indexOf('<style', open + 1)) {
    if (!/[\s>]/.test(html[open + 6] ?? '')) continue
    const body = html.indexOf('>', open) + 1
    const close = html.indexOf('</style>', body)
    if (body === 0 || close === -1) break
    out += html.slice(at, body) + keep(parse(html.slice(body, close)), isUsed)
    at = open = close
  }
  return out + html.slice(at)
}

/** The islands' scripts a page loads, by name (`home` for `<script src="/islands/home.js">`, src/islands/page-scripts.tsx). */
export function islandScriptsIn(html: string): string[] {
  return [...html.matchAll(/<script [^>]*\bsrc="\/islands\/([\w-]+)\.js"/g)].map(([, script]) => script)
}

/** Every word of the page's class-naming attributes (written ` name="…"`, as Astro and React write them). */
function classesIn(html: string): Set<string> {
  const used = new Set<string>()
  for (const name of CLASS_ATTRIBUTES) {
    const mark = ` ${name}="`
    for (let start = html.indexOf(mark); start !== -1; start = html.indexOf(mark, start)) {
      start += mark.length
      const end = html.indexOf('"', start)
      if (end === -1) break
      for (const word of html.slice(start, end).split(NOT_WORD)) used.add(word)
      start = end
    }
  }
  return used
}

function keep(parts: SheetPart[], isUsed: (name: string) => boolean): string {
  let out = ''
  for (const part of parts) {
    if (part.kind === 'always') out += part.css
    else if (part.kind === 'rule') {
      if (part.needs.some((classes) => classes.every(isUsed))) out += part.css
    } else {
      const inner = keep(part.parts, isUsed)
      if (inner) out += `${part.open}{${inner}}`
    }
  }
  return out
}

/** The parts of a sheet, in order. */
export function parseSheet(css: string): SheetPart[] {
  try {
    return partsOf(postcss.parse(css))
  } catch {
    // A sheet it cannot read is sent as it is: a page never fails over its style.
    return [{ kind: 'always', css }]
  }
}

function partsOf(container: Container): SheetPart[] {
  return (container.nodes ?? []).flatMap((node): SheetPart[] => partOf(node))
}

function partOf(node: ChildNode): SheetPart[] {
  if (node.type === 'comment') return []
  if (node.type === 'rule') return [{ kind: 'rule', css: node.toString(), needs: node.selectors.map(classesNeeded) }]
  if (node.type === 'atrule' && node.nodes && !/keyframes$/i.test(node.name) && node.nodes.some(isRule)) {
    const open = `@${node.name}${node.raws.afterName ?? ' '}${node.params}`
    return [{ kind: 'group', open, parts: partsOf(node) }]
  }
  return [{ kind: 'always', css: node.toString() }]
}

const isRule = (node: ChildNode) => node.type === 'rule' || node.type === 'atrule'

/**
 * The classes an element must have somewhere for the selector to match anything: those it names outside
 * brackets, quotes and pseudo-classes' parentheses (`.a:not(.b)` needs only `a`; `[href$=".pdf"]` none).
 */
export function classesNeeded(selector: string): string[] {
  let plain = ''
  let depth = 0
  let quote = ''
  for (const ch of selector) {
    if (quote) {
      if (ch === quote) quote = ''
      continue
    }
    if (ch === '"' || ch === "'") quote = ch
    else if (ch === '(' || ch === '[') depth++
    else if (ch === ')' || ch === ']') depth = Math.max(0, depth - 1)
    else if (depth === 0) plain += ch
  }
  return [...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1])
}
