import { describe, expect, it } from 'vitest'

import { editDistance } from './edit-distance'

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('computer', 'computer', 2)).toBe(0)
    expect(editDistance('computr', 'computer', 2)).toBe(1)
    expect(editDistance('nursng', 'nursing', 2)).toBe(1)
    expect(editDistance('fess', 'fees', 2)).toBe(1)
    expect(editDistance('kitten', 'sitting', 3)).toBe(3)
    expect(editDistance('', 'abc', 3)).toBe(3)
  })

  it('stops at the bound', () => {
    expect(editDistance('xylophonequark', 'physiology', 2)).toBe(3)
    expect(editDistance('a', 'abcdef', 2)).toBe(3)
  })
})
