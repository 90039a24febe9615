import { describe, expect, it } from 'vitest'

import {
  appendVary,
  attributes,
  cookieValue,
  isPagePath,
  lightenHtml,
  lightenLinkHeader,
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

describe('isPagePath', () => {
  it('is true for pages, feeds and files under the site', () => {
    for (const p of ['/', '/about', '/news/x?y=1', '/sitemap.xml', '/apis', '/administration', '/api-docs'])
      expect(isPagePath(p)).toBe(true)
  })
  it('is false for the admin, the API, the contract, Next files and the switch', () => {
    for (const p of [
      '/admin',
      '/admin/login',
      '/api/v1/news/all/active',
      '/api',
      '/_next/static/x.js',
      '/data-light?on=1',
    ])
      expect(isPagePath(p)).toBe(false)
  })
})

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

describe('attributes', () => {
  it('reads quoted, unquoted and bare attributes, names in lower case', () => {
    const attrs = attributes(` SRC="a.png" alt='' width=10 data-decorative hidden`)
    expect(Object.fromEntries(attrs)).toEqual({ src: 'a.png', alt: '', width: '10', 'data-decorative': '', hidden: '' })
  })
})

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="en-NG" class="font_abc"><head>${head}</head><body>${body}</body></html>`

describe('lightenHtml', () => {
  it('removes external and inline scripts, whatever their attributes', () => {
    const html = page(
      '<script src="/_next/static/chunks/a.js" async=""></script><script type="module" src="/b.js" nomodule></script>',
      '<p>Text</p><script>self.__next_f.push([1,"<div>"])</script><SCRIPT\nid="x" data-a=\'>\'>alert(1)</SCRIPT >',
    )
    expect(lightenHtml(html)).toBe(page('', '<p>Text</p>').replace('class="font_abc"', 'class="font_abc data-light"'))
  })
  it('removes inline JSON for scripts but keeps structured data', () => {
    const ld = '<script type="application/ld+json">{"@type":"Event","name":"A \\u003c B"}</script>'
    const html = page('', `<script type="application/json" id="data">{"a":"</div>"}</script>${ld}<p>x</p>`)
    const out = lightenHtml(html)
    expect(out).toContain(ld)
    expect(out).not.toContain('application/json"')
    expect(out).toContain('<p>x</p>')
    expect(lightenHtml(page('', '<script type=" Application/LD+JSON ">{}</script>'))).toContain('{}')
  })
  it('is not fooled by a > inside a quoted attribute or a tag name that only starts the same', () => {
    const html = page('', `<script data-x="a>b" data-y='c>d'>run()</script><scripts>keep</scripts>`)
    const out = lightenHtml(html)
    expect(out).not.toContain('run()')
    expect(out).toContain('<scripts>keep</scripts>')
  })
  it('removes script, module, image and style preloads, keeps font preloads and stylesheets', () => {
    const kept = [
      '<link rel="stylesheet" href="/a.css" data-precedence="next"/>',
      '<link rel="preload" href="/f.woff2" as="font" crossorigin="" type="font/woff2"/>',
      '<link rel="icon" href="/icon.svg"/>',
      '<link rel="canonical" href="http://x/"/>',
    ]
    const dropped = [
      '<link rel="preload" href="/a.js" as="script" fetchPriority="low"/>',
      '<link rel="modulepreload" href="/m.js"/>',
      '<link rel="prefetch" as="script" href="/p.js">',
      '<link REL="Preload" AS="Image" imageSrcSet="/i.png 1x, /i2.png 2x" fetchPriority="high"/>',
      '<link rel="preload" href="/not-found.css" as="style"/>',
    ]
    const out = lightenHtml(page([...kept, ...dropped].join(''), ''))
    for (const tag of kept) expect(out).toContain(tag)
    for (const tag of dropped) expect(out).not.toContain(tag)
  })
  it('removes images marked decorative and keeps the others', () => {
    const content = '<img alt="Dr A. Bassey" src="/a.jpg" width="200" height="200"/>'
    const plain = '<img alt="" src="/logo.png"/>'
    const decorative = [
      '<img alt="" data-decorative="true" src="/hero.jpg" loading="lazy" decoding="async" style="position:absolute"/>',
      '<img data-decorative src=/x.jpg>',
      '<IMG Data-Decorative="" alt="a > b" src="/y.jpg">',
    ]
    const out = lightenHtml(page('', [content, plain, ...decorative].join('')))
    expect(out).toContain(content)
    expect(out).toContain(plain)
    for (const tag of decorative) expect(out).not.toContain(tag)
    expect(out).not.toMatch(/hero\.jpg|x\.jpg|y\.jpg/)
  })
  it('does not take data-decorative inside another attribute for the attribute', () => {
    const img = '<img alt="data-decorative" title="x data-decorative=1" src="/a.jpg"/>'
    expect(lightenHtml(page('', img))).toContain(img)
  })
  it('removes a <picture> holding a decorative image, or marked itself, with its sources', () => {
    const decorative =
      '<picture><source srcset="/a.avif" type="image/avif"/><img data-decorative="" alt="" src="/a.jpg"/></picture>'
    const marked = '<picture data-decorative><source srcset="/b.avif"/><img alt="" src="/b.jpg"/></picture>'
    const content = '<picture><source srcset="/c.avif"/><img alt="The chapel" src="/c.jpg"/></picture>'
    const out = lightenHtml(page('', `${decorative}<p>between</p>${marked}${content}`))
    expect(out).not.toMatch(/a\.avif|a\.jpg|b\.avif|b\.jpg/)
    expect(out).toContain(content)
    expect(out).toContain('<p>between</p>')
  })
  it('shows <noscript> content, as a browser without JavaScript does', () => {
    const out = lightenHtml(page('<noscript><style>.a{}</style></noscript>', '<noscript><p>No JS</p></noscript>'))
    expect(out).toContain('<style>.a{}</style>')
    expect(out).toContain('<p>No JS</p>')
    expect(out).not.toContain('noscript')
  })
  it('adds the class to <html>, with or without a class attribute, once', () => {
    expect(lightenHtml('<html lang="en"><body></body></html>')).toBe(
      '<html lang="en" class="data-light"><body></body></html>',
    )
    expect(lightenHtml('<html><body></body></html>')).toBe('<html class="data-light"><body></body></html>')
    expect(lightenHtml('<html class="a b"></html>')).toBe('<html class="a b data-light"></html>')
    expect(lightenHtml("<html class='a'></html>")).toBe('<html class="a data-light"></html>')
    expect(lightenHtml('<html class=""></html>')).toBe('<html class="data-light"></html>')
    expect(lightenHtml('<html class="data-light"></html>')).toBe('<html class="data-light"></html>')
    expect(lightenHtml('<html data-class="x"></html>')).toBe('<html data-class="x" class="data-light"></html>')
  })
  it('leaves text that only mentions tags alone', () => {
    const body = '<p>Write &lt;script&gt; and &lt;img data-decorative&gt; in a lesson.</p><pre>&lt;/script&gt;</pre>'
    expect(lightenHtml(page('', body))).toContain(body)
  })
  it('leaves a document that is not HTML alone', () => {
    const rss = '<?xml version="1.0"?><rss><channel><title>News</title></channel></rss>'
    expect(lightenHtml(rss)).toBe(rss)
    expect(lightenHtml('BEGIN:VCALENDAR\r\nEND:VCALENDAR')).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR')
    expect(lightenHtml('')).toBe('')
  })
  // Its speed is the bench's to measure, not a test's (machines are noisy): this checks a large page is done whole.
  it('lightens a large page whole', () => {
    const big = page(
      '<script src="/a.js"></script>'.repeat(50),
      '<div><img data-decorative="" src="/a.jpg"/><p>text</p><script>x()</script></div>'.repeat(5000),
    )
    const out = lightenHtml(big)
    expect(out).not.toContain('<script')
    expect(out).not.toContain('<img')
  })
})

describe('lightenLinkHeader', () => {
  it('drops script, image and style preloads, keeps the rest', () => {
    const header =
      '</f.woff2>; rel=preload; as="font"; crossorigin="", </i.png>; rel=preload; as="image"; imagesrcset="/i.png 1x, /j.png 2x"; fetchpriority="high", </a.js>; rel=preload; as="script", </a.css>; rel=preload; as="style", </next>; rel=next'
    expect(lightenLinkHeader(header)).toBe('</f.woff2>; rel=preload; as="font"; crossorigin="", </next>; rel=next')
  })
  it('is null when nothing is left or there was none', () => {
    expect(lightenLinkHeader('</a.js>; rel=modulepreload')).toBeNull()
    expect(lightenLinkHeader(undefined)).toBeNull()
  })
  it('keeps a comma inside the address', () => {
    expect(lightenLinkHeader('</a,b.woff2>; rel=preload; as=font')).toBe('</a,b.woff2>; rel=preload; as=font')
  })
})
