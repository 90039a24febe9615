import { describe, expect, it } from 'vitest'

import { safeUrl, sanitizeHtml } from './sanitize'

describe('sanitizeHtml', () => {
  it('keeps ordinary formatting', () => {
    const html =
      '<h2>Admission</h2><p>Apply <strong>now</strong>: <a href="https://example.edu">portal</a></p><ul><li>One</li></ul>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('drops scripts, event handlers and javascript: URLs', () => {
    const html =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>'
    const clean = sanitizeHtml(html)
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe/i)
    expect(clean).toContain('<p>Hi</p>')
  })

  it('adds noopener noreferrer to links that open a new tab', () => {
    expect(sanitizeHtml('<a href="https://example.edu" target="_blank">x</a>')).toBe(
      '<a href="https://example.edu" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })

  it('answers an empty string for empty input', () => {
    expect(sanitizeHtml(null)).toBe('')
    expect(sanitizeHtml('')).toBe('')
  })
})

describe('safeUrl', () => {
  it('keeps paths on this site and http, https, mailto and tel addresses', () => {
    for (const url of [
      '/admissions/process',
      '/search?q=law#results',
      'https://example.edu/apply',
      'http://example.edu',
      'HTTPS://EXAMPLE.EDU',
      'mailto:admissions@example.edu',
      'tel:+2348012345678',
    ]) {
      expect(safeUrl(url), url).toBe(url)
    }
    expect(safeUrl('  /about  ')).toBe('/about')
  })

  it('refuses script and data schemes however they are written', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      '\u0001javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'java\rscript:alert(1)',
      'javascript&colon;alert(1)',
      'jav&#x61;script:alert(1)',
      '&#106;avascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'blob:https://example.edu/1',
      'file:///etc/passwd',
    ]) {
      expect(safeUrl(url), JSON.stringify(url)).toBe('')
    }
  })

  it('refuses values that are neither a site path nor an absolute address', () => {
    for (const url of ['//evil.example/x', '/\\evil.example', 'evil.example', 'admissions', '/a\u0000b', '#top']) {
      expect(safeUrl(url), JSON.stringify(url)).toBe('')
    }
    expect(safeUrl('https://evil.example')).toBe('https://evil.example')
  })

  it('answers an empty string for empty or missing input', () => {
    expect(safeUrl(null)).toBe('')
    expect(safeUrl(undefined)).toBe('')
    expect(safeUrl('   ')).toBe('')
    expect(safeUrl('http://')).toBe('')
  })
})
