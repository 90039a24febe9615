import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  appendVary,
  cookieValue,
  isDocumentPath,
  pageAddressOf,
  lightModeRequested,
  returnPath,
  saveDataRequested,
  toggleCookie,
} from './data-light.mjs'

describe('cookieValue', () => {
  it('reads one cookie among others, trimmed', () => {
    expect(cookieValue('a=1; data-light=1; b=2', 'data-light')).toBe('1')
    expect(cookieValue(' data-light = 0 ', 'data-light')).toBe('0')
  })
  it('takes the first of two cookies with the name', () => {
    expect(cookieValue('data-light=1; data-light=0', 'data-light')).toBe('1')
  })
  it('does not take a cookie whose name only ends or starts the same', () => {
    expect(cookieValue('xdata-light=1; data-light-x=1', 'data-light')).toBeNull()
  })
  it('is null without the header, without the cookie, or for a name without a value', () => {
    expect(cookieValue(undefined, 'data-light')).toBeNull()
    expect(cookieValue('', 'data-light')).toBeNull()
    expect(cookieValue('data-light', 'data-light')).toBeNull()
  })
  it('reads a list of headers', () => {
    expect(cookieValue(['a=1', 'data-light=1'], 'data-light')).toBe('1')
  })
  it('reads the first 8 KB only', () => {
    expect(cookieValue(`a=${'x'.repeat(10_000)}; data-light=1`, 'data-light')).toBeNull()
  })
})

describe('saveDataRequested', () => {
  it('is true for on, in any case, with parameters', () => {
    expect(saveDataRequested('on')).toBe(true)
    expect(saveDataRequested(' ON ')).toBe(true)
    expect(saveDataRequested('on; foo=bar')).toBe(true)
    expect(saveDataRequested(['on'])).toBe(true)
  })
  it('is false for off, anything else, or no header', () => {
    for (const value of ['off', '', 'onn', '1', 'true', 'yes on']) expect(saveDataRequested(value)).toBe(false)
    expect(saveDataRequested(undefined)).toBe(false)
  })
})

describe('lightModeRequested', () => {
  it('follows Save-Data when the visitor made no choice', () => {
    expect(lightModeRequested({ 'save-data': 'on' })).toBe(true)
    expect(lightModeRequested({ 'save-data': 'off' })).toBe(false)
    expect(lightModeRequested({})).toBe(false)
  })
  it("follows the visitor's switch over Save-Data", () => {
    expect(lightModeRequested({ cookie: 'data-light=1' })).toBe(true)
    expect(lightModeRequested({ cookie: 'data-light=1', 'save-data': 'off' })).toBe(true)
    expect(lightModeRequested({ cookie: 'data-light=0', 'save-data': 'on' })).toBe(false)
  })
  it('ignores a cookie value that is not 0 or 1', () => {
    for (const cookie of ['data-light=%ff', 'data-light=', 'data-light=true', `data-light=${'1'.repeat(5000)}`]) {
      expect(lightModeRequested({ cookie })).toBe(false)
      expect(lightModeRequested({ cookie, 'save-data': 'on' })).toBe(true)
    }
  })
})

describe('isDocumentPath', () => {
  it('is true for the pages of src/pages, whatever their address', () => {
    for (const p of [
      '/',
      '/about',
      '/news/x',
      '/resources/news',
      '/search',
      '/apis',
      '/administration',
      '/no/such/page',
    ])
      expect(isDocumentPath(p)).toBe(true)
  })
  it('is false for the admin, the API, Next files, the islands and files', () => {
    for (const p of ['/admin', '/admin/login', '/api/v1/news/all/active', '/api', '/_next/static/x.js'])
      expect(isDocumentPath(p)).toBe(false)
    for (const p of ['/islands/home.js', '/sitemap.xml', '/news/rss.xml', '/events.ics', '/favicon.ico'])
      expect(isDocumentPath(p)).toBe(false)
  })
  it("is false for every route that is not a page (src/app's route handlers, Astro's endpoints)", () => {
    const routesIn = (dir: string, file: RegExp) =>
      readdirSync(path.join(import.meta.dirname, '..', dir), { recursive: true, encoding: 'utf8' })
        .filter((name) => file.test(name))
        .map((name) => routeAddress(name.replace(file, '')))
    const routes = [...routesIn('app', /(^|\/)route\.ts$/), ...routesIn('astro/pages', /\.ts$/)].filter(
      (address) => !address.startsWith('/admin') && !address.startsWith('/api'),
    )
    expect(routes).toContain('/data-light')
    expect(routes).toContain('/search/suggestions')
    for (const address of routes) expect(isDocumentPath(address), address).toBe(false)
  })
})

/** The address of a route's folder (or file without its ending): groups `(name)` left out, `[param]` filled in. */
function routeAddress(folder: string): string {
  const segments = folder
    .split(path.sep)
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .map((segment) => (/^\[.*\]$/.test(segment) ? 'some-slug' : segment))
  return `/${segments.join('/')}`
}

describe('returnPath', () => {
  it('keeps a plain path of the site with its query', () => {
    expect(returnPath('/about')).toBe('/about')
    expect(returnPath('/resources/news?page=2&q=a%20b')).toBe('/resources/news?page=2&q=a%20b')
  })
  it('drops the fragment and normalises dot segments', () => {
    expect(returnPath('/about#top')).toBe('/about')
    expect(returnPath('/a/../about')).toBe('/about')
    expect(returnPath('/../../etc')).toBe('/etc')
  })
  it('percent-encodes what a header may not carry', () => {
    expect(returnPath('/search?q=<script>"é')).toBe('/search?q=%3Cscript%3E%22%C3%A9')
    expect(returnPath('/é')).toBe('/%C3%A9')
  })
  it('never leaves the site', () => {
    const attacks = [
      '//evil.com',
      '//evil.com/path',
      'https://evil.com',
      'http:evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      '/\\/evil.com',
      'javascript:alert(1)',
      'evil.com',
      ' /about',
      '/\t/evil.com',
      '/\n/evil.com',
      '/about\r\nSet-Cookie: x=1',
      '%2F%2Fevil.com',
      '',
    ]
    for (const back of attacks) expect(returnPath(back), back).toBe('/')
  })
  it('refuses an over-long path and the switch itself', () => {
    expect(returnPath(`/${'a'.repeat(2000)}`)).toBe('/')
    expect(returnPath(`/${'a'.repeat(1998)}`)).toBe(`/${'a'.repeat(1998)}`)
    expect(returnPath('/data-light?on=1')).toBe('/')
  })
  it("falls back to the Referer's path and query, whatever its host, then home", () => {
    expect(returnPath(null, 'http://127.0.0.1:3000/about/campus?x=1#y')).toBe('/about/campus?x=1')
    expect(returnPath(undefined, 'https://evil.com/about')).toBe('/about')
    expect(returnPath('//evil.com', 'http://site/news')).toBe('/news')
    expect(returnPath(null, 'https://evil.com//evil.org')).toBe('/')
    expect(returnPath(null, 'javascript:alert(1)')).toBe('/')
    expect(returnPath(null, 'not a url')).toBe('/')
    expect(returnPath(null, `http://site/${'a'.repeat(3000)}`)).toBe('/')
    expect(returnPath(null, null)).toBe('/')
  })
})

describe('toggleCookie', () => {
  it('stores the choice for a year on the whole site', () => {
    expect(toggleCookie(true, false)).toBe('data-light=1; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly')
    expect(toggleCookie(false, true)).toBe('data-light=0; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly; Secure')
  })
})

describe('appendVary', () => {
  it('adds what is missing, in any case, keeping what was there', () => {
    expect(appendVary(undefined, ['Save-Data', 'Cookie'])).toBe('Save-Data, Cookie')
    expect(appendVary('RSC, Accept-Encoding', ['Save-Data', 'Cookie'])).toBe('RSC, Accept-Encoding, Save-Data, Cookie')
    expect(appendVary('cookie', ['Save-Data', 'Cookie'])).toBe('cookie, Save-Data')
    expect(appendVary(['RSC', 'Accept-Encoding'], ['Cookie'])).toBe('RSC, Accept-Encoding, Cookie')
  })
  it('leaves * alone', () => {
    expect(appendVary('*', ['Cookie'])).toBe('*')
  })
})

describe('pageAddressOf', () => {
  it("moves an old rendering's address to the page's own, in any case", () => {
    expect(pageAddressOf('/light/about')).toBe('/about')
    expect(pageAddressOf('/LIGHT/admissions/tuition')).toBe('/admissions/tuition')
    expect(pageAddressOf('/en-NG/about')).toBe('/about')
    expect(pageAddressOf('/light')).toBe('/')
    expect(pageAddressOf('/light/')).toBe('/')
  })

  it('leaves every other address alone, and never moves a file or the API', () => {
    for (const p of ['/', '/about', '/lighthouse', '/about/light', '/light/news/rss.xml', '/light/api/v1/news'])
      expect(pageAddressOf(p), p).toBeNull()
  })
})
