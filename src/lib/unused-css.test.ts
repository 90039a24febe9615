import { describe, expect, it } from 'vitest'

import { classesNeeded, islandScriptsIn, parseSheet, withoutUnusedCss } from './unused-css'

const page = (css: string, body: string) => `<html><head><style>${css}</style></head><body>${body}</body></html>`
const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1]
const none = new Set<string>()

describe('classesNeeded', () => {
  it.each([
    ['.card', ['card']],
    ['.card:hover .title', ['card', 'title']],
    ['.a:not(.b)', ['a']],
    ['.list:has(.item) > li', ['list']],
    ['a[href$=".pdf"]', []],
    ['._6o[aria-current=true]:before', ['_6o']],
    [':root', []],
    ['html.data-light .lightOff', ['data-light', 'lightOff']],
  ])('%s needs %j', (selector, classes) => {
    expect(classesNeeded(selector)).toEqual(classes)
  })
})

describe('islandScriptsIn', () => {
  it('names the island scripts the page loads, and not a link to one', () => {
    const html =
      '<head><script type="module" src="/islands/home.js" fetchpriority="low"></script>' +
      '<script type="module" src="/islands/site-header.js"></script></head><a href="/islands/gallery.js">x</a>'
    expect(islandScriptsIn(html)).toEqual(['home', 'site-header'])
  })
})

describe('withoutUnusedCss', () => {
  it('drops the rules of classes the page does not use and keeps the rest in order', () => {
    const css = ':root{--x:1}.card{color:red}.dialog{top:0}a{color:blue}.card .title{margin:0}'
    const html = page(css, '<div class="card"><h2 class="title">Hi</h2></div>')
    expect(styleOf(withoutUnusedCss(html, none))).toBe(
      ':root{--x:1}.card{color:red}a{color:blue}.card .title{margin:0}',
    )
  })

  it('keeps a rule when any selector of its list can match', () => {
    const html = page('.gone,.here{color:red}.gone,.also-gone{color:blue}', '<p class="here">x</p>')
    expect(styleOf(withoutUnusedCss(html, none))).toBe('.gone,.here{color:red}')
  })

  it('keeps the classes an island may add later: those in its props and those its script may add', () => {
    const css = '._1{color:red}._2{color:blue}.dialog{top:0}.menu-open{left:0}'
    const island = '<div data-island="x" data-props="{&quot;className&quot;:&quot;_2&quot;}"></div>'
    expect(styleOf(withoutUnusedCss(page(css, island), new Set(['dialog', '_1'])))).toBe(
      '._1{color:red}._2{color:blue}.dialog{top:0}',
    )
  })

  it('empties a media query it leaves nothing in, and keeps font faces and keyframes', () => {
    const css =
      '@font-face{font-family:X;src:url(x.woff2)}@keyframes spin{from{transform:none}}@media (width>=48rem){.gone{gap:0}}@media print{.card{color:#000}}'
    const html = page(css, '<p class="card">x</p>')
    expect(styleOf(withoutUnusedCss(html, none))).toBe(
      '@font-face{font-family:X;src:url(x.woff2)}@keyframes spin{from{transform:none}}@media print{.card{color:#000}}',
    )
  })

  it('does not count a word of the text or of the CSS itself as a class the page uses', () => {
    const html = page('.lead{font-size:2rem}.card{color:red}', '<p>lead</p><p class="card">x</p>')
    expect(styleOf(withoutUnusedCss(html, none))).toBe('.card{color:red}')
  })

  it('gives each page its own rules when the pages share one worked-out sheet', () => {
    const css = '.card{color:red}.dialog{top:0}@media print{.card{color:#000}}'
    const parts = parseSheet(css)
    const withCard = page(css, '<p class="card">x</p>')
    const withDialog = page(css, '<p class="dialog">x</p>')
    for (let round = 0; round < 2; round++) {
      expect(styleOf(withoutUnusedCss(withCard, none, () => parts))).toBe(
        '.card{color:red}@media print{.card{color:#000}}',
      )
      expect(styleOf(withoutUnusedCss(withDialog, none, () => parts))).toBe('.dialog{top:0}')
    }
  })

  it('sends a sheet it cannot read as it is', () => {
    const html = page('.card{color:red}}.gone{', '<p class="card">x</p>')
    expect(styleOf(withoutUnusedCss(html, none))).toBe('.card{color:red}}.gone{')
  })

  it('leaves a page without style as it is', () => {
    const html = '<html><body><p class="card">x</p></body></html>'
    expect(withoutUnusedCss(html, none)).toBe(html)
  })
})
