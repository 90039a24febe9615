import { createElement, isValidElement, type ReactNode } from 'react'

/**
 * Server-rendered parts inside an island's props ("slots"): markup the island shows but does not
 * change, such as a faculty's card in a list the island filters. Props travel to the browser as
 * JSON, where a React element cannot go, so the page writes each slot once, as HTML, inside the
 * island (`<div data-slot>`), and the props carry only `{ $slot: n }`. In the browser each marker
 * becomes the same wrapper with the HTML the server wrote, read from the page before hydrating: the
 * slot's markup is never a second time in the page, and the island's script carries no code of it.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

const SLOT_CLASS = 'island-slot'

/** The wrapper of slot `index`: the same element on the server and in the browser. */
function slotWrapper(index: number, content: { children: ReactNode } | { html: string }) {
  const props = { 'data-slot': index, className: SLOT_CLASS, key: `slot-${index}` }
  return 'html' in content
    ? createElement('div', { ...props, dangerouslySetInnerHTML: { __html: content.html } })
    : createElement('div', props, content.children)
}

/** Walks plain data (arrays and plain objects), replacing each React element by `replace(element)`. */
function mapElements(value: unknown, replace: (element: ReactNode) => unknown): unknown {
  if (isValidElement(value)) return replace(value)
  if (Array.isArray(value)) return value.map((v) => mapElements(v, replace))
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapElements(v, replace)]))
  return value
}

/**
 * On the server: the props to render the island with (each React element in its wrapper) and the
 * props to write beside it (each React element a `{ $slot: n }` marker).
 */
export function withSlots<P extends object>(props: P): { rendered: P; written: Json } {
  let count = 0
  const rendered = mapElements(props, (element) => slotWrapper(count++, { children: element })) as P
  let marker = 0
  const written = mapElements(props, () => ({ $slot: marker++ })) as Json
  return { rendered, written }
}

/** In the browser: the written props with each marker turned back into its slot, from the page's HTML. */
export function revive<P>(written: string, island: HTMLElement): P {
  const html = new Map<number, string>()
  for (const slot of island.querySelectorAll<HTMLElement>(`.${SLOT_CLASS}[data-slot]`)) {
    // A slot of an island inside this one belongs to that island.
    if (slot.closest('[data-island]') === island) html.set(Number(slot.dataset.slot), slot.innerHTML)
  }
  return JSON.parse(written, (_key, value: unknown) => {
    if (value && typeof value === 'object' && '$slot' in value && typeof value.$slot === 'number')
      return slotWrapper(value.$slot, { html: html.get(value.$slot) ?? '' })
    return value
  }) as P
}
