import { createElement, Fragment, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { revive, withSlots } from './slots'

type Entry = { key: string; name: string; card: ReactNode }
type Props = { entries: Entry[]; label: string }

/** An island that lists its entries' cards, as the faculties' search does. */
const List = ({ entries, label }: Props) =>
  createElement(
    'ul',
    { 'aria-label': label },
    entries.map((e) => createElement('li', { key: e.key }, e.card)),
  )

const props: Props = {
  label: 'Faculties',
  entries: [
    { key: 'a', name: 'Arts', card: createElement('a', { href: '/faculty/arts' }, createElement('b', null, 'Arts')) },
    { key: 's', name: 'Science', card: createElement(Fragment, null, 'Science ', createElement('i', null, '(new)')) },
  ],
}

/** The island as a browser holds it: each slot's wrapper with the HTML the server wrote in it. */
function pageIsland(slotHtml: string[]): HTMLElement {
  const island = {
    querySelectorAll: () =>
      slotHtml.map((html, i) => ({ dataset: { slot: String(i) }, innerHTML: html, closest: () => island })),
  }
  return island as unknown as HTMLElement
}

describe('island slots', () => {
  it('writes server-rendered parts once, in place, and only markers in the props', () => {
    const { rendered, written } = withSlots(props)
    const html = renderToStaticMarkup(createElement(List, rendered))
    expect(html).toContain('<div data-slot="0" class="island-slot"><a href="/faculty/arts"><b>Arts</b></a></div>')
    expect(html).toContain('<div data-slot="1" class="island-slot">Science <i>(new)</i></div>')
    const json = JSON.stringify(written)
    expect(json).not.toContain('Arts</b>')
    expect(JSON.parse(json)).toEqual({
      label: 'Faculties',
      entries: [
        { key: 'a', name: 'Arts', card: { $slot: 0 } },
        { key: 's', name: 'Science', card: { $slot: 1 } },
      ],
    })
  })

  it('gives the island in the browser the same markup the server rendered, from the page', () => {
    const { rendered, written } = withSlots(props)
    const server = renderToStaticMarkup(createElement(List, rendered))
    const revived = revive<Props>(
      JSON.stringify(written),
      pageIsland(['<a href="/faculty/arts"><b>Arts</b></a>', 'Science <i>(new)</i>']),
    )
    expect(renderToStaticMarkup(createElement(List, revived))).toBe(server)
    // The island's own data comes back as it was written.
    expect(revived.entries.map((e) => e.name)).toEqual(['Arts', 'Science'])
  })
})
