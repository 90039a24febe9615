import { describe, expect, it } from 'vitest'

import { isValidSlug, slugify } from './slug'

describe('slugify', () => {
  it('lower-cases words and joins them with single hyphens', () => {
    expect(slugify('Faculty of  Engineering')).toBe('faculty-of-engineering')
  })
  it('spells out ampersands and drops accents and punctuation', () => {
    expect(slugify('Law & Governance: Ọkọ́ (Hons.)')).toBe('law-and-governance-oko-hons')
  })
  it('never starts or ends with a hyphen, even when cut to length', () => {
    const slug = slugify(`${'a'.repeat(119)} b`)
    expect(slug.endsWith('-')).toBe(false)
    expect(slug.length).toBeLessThanOrEqual(120)
  })
})

describe('isValidSlug', () => {
  it('accepts kebab-case and rejects anything else', () => {
    expect(isValidSlug('bsc-computer-science')).toBe(true)
    expect(isValidSlug('BSc')).toBe(false)
    expect(isValidSlug('a--b')).toBe(false)
    expect(isValidSlug('../etc')).toBe(false)
    expect(isValidSlug('')).toBe(false)
    expect(isValidSlug('a'.repeat(121))).toBe(false)
  })
})
