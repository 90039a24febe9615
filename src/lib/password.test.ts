import { describe, expect, it } from 'vitest'

import { passwordProblem } from './password'

describe('password rule', () => {
  it('refuses passwords shorter than twelve characters', () => {
    expect(passwordProblem('abc')).toBe('The password needs at least 12 characters.')
    expect(passwordProblem('elevenchars')).toBe('The password needs at least 12 characters.')
  })

  it('accepts twelve characters or more', () => {
    expect(passwordProblem('twelve-chars')).toBeNull()
    expect(passwordProblem('a much longer pass phrase')).toBeNull()
  })

  it('refuses a password of spaces', () => {
    expect(passwordProblem(' '.repeat(12))).toBe('The password cannot be only spaces.')
  })
})
