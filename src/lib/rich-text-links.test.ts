import { describe, expect, it } from 'vitest'

import { sitePath, typedLinkUrls } from './rich-text-links'

const link = (url: string, linkType = 'custom') => ({ type: 'link', fields: { url, linkType }, children: [] })
const state = (...nodes: unknown[]) => ({ root: { type: 'root', children: [{ type: 'paragraph', children: nodes }] } })

describe('typedLinkUrls', () => {
  it('lists custom links and autolinks, deep in lists too, in order', () =>
    expect(
      typedLinkUrls(
        state(link('/news/a'), {
          type: 'list',
          children: [{ type: 'listitem', children: [{ type: 'autolink', fields: { url: 'https://x.org' } }] }],
        }),
      ),
    ).toEqual(['/news/a', 'https://x.org']))
  it('leaves out links picked from the site’s documents, and empty ones', () =>
    expect(
      typedLinkUrls(state(link('', 'custom'), { type: 'link', fields: { linkType: 'internal', doc: {} } })),
    ).toEqual([]))
  it('reads nothing from what is not rich text', () => {
    for (const value of [null, undefined, 'text', 42, {}, { root: null }]) expect(typedLinkUrls(value)).toEqual([])
  })
})

describe('sitePath', () => {
  const origins = ['https://www.acu.edu.ng']
  it('takes a path as it is, without query, fragment or trailing slash', () =>
    expect(sitePath('/news/a/?x=1#top', origins)).toBe('/news/a'))
  it('takes the path of an address on the site', () =>
    expect(sitePath('https://www.acu.edu.ng/course/nursing', origins)).toBe('/course/nursing'))
  it('leaves other sites, mail, phones, fragments and protocol-relative links alone', () => {
    for (const url of ['https://jamb.gov.ng/caps', 'mailto:a@b.c', 'tel:+234', '#fees', '//evil.example/x'])
      expect(sitePath(url, origins)).toBeNull()
  })
})
