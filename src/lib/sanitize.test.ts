import { describe, expect, it } from 'vitest'

import { sanitizeHtml } from './sanitize'

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
