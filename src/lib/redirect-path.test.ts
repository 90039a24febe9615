import { describe, expect, it } from 'vitest'

import { fromProblem, redirectPath, redirectTarget } from './redirect-path'

describe('redirectPath', () => {
  it('keeps a plain path', () => expect(redirectPath('/news/old-story')).toBe('/news/old-story'))
  it('takes the path of a whole address', () =>
    expect(redirectPath('https://www.acu.edu.ng/news/old-story?utm=wa#top')).toBe('/news/old-story'))
  it('drops the query, a trailing slash and doubled slashes', () =>
    expect(redirectPath(' //news//old-story/?x=1 ')).toBe('/news/old-story'))
  it('decodes escapes, so the typed and the requested form match', () =>
    expect(redirectPath('/news/caf%C3%A9')).toBe('/news/café'))
  it('refuses what is not a path', () => {
    for (const bad of ['', 'news/x', 'javascript:alert(1)', '/a b', '/%E0%A4%A', 42, null, `/${'a'.repeat(400)}`])
      expect(redirectPath(bad)).toBeNull()
  })
})

describe('fromProblem', () => {
  it('accepts an old page address', () => expect(fromProblem('/course/old-name')).toBeNull())
  it('refuses the home page and the site’s own paths', () => {
    expect(fromProblem('/')).toMatch(/home page/)
    expect(fromProblem('/admin/collections/news')).toMatch(/belong to the site/)
    expect(fromProblem('/api/v1/news')).toMatch(/belong to the site/)
    expect(fromProblem('/_next/static/x.js')).toMatch(/belong to the site/)
  })
  it('accepts a path that only starts like a reserved one', () => expect(fromProblem('/apis-of-life')).toBeNull())
  it('refuses a page the site has, which would always answer first', () =>
    expect(fromProblem('/admissions/tuition/')).toMatch(/is a page of the site/))
  it('explains a malformed address', () => expect(fromProblem('old-story')).toMatch(/path on this site/))
})

describe('redirectTarget', () => {
  it('keeps an internal path with its query', () =>
    expect(redirectTarget('/admissions/tuition?programme=nursing')).toBe('/admissions/tuition?programme=nursing'))
  it('accepts an https address elsewhere', () =>
    expect(redirectTarget('https://jamb.gov.ng/caps')).toBe('https://jamb.gov.ng/caps'))
  it('refuses plain http, protocol-relative and script addresses', () => {
    for (const bad of ['http://example.com', '//evil.example', 'javascript:alert(1)', 'mailto:x@y.z', ''])
      expect(redirectTarget(bad)).toBeNull()
  })
})
