import { describe, expect, it } from 'vitest'

import { passwordProblem } from './password'

// The first check loads the dictionaries: slow on a busy machine.
describe('password rule', { timeout: 30_000 }, () => {
  it('refuses passwords shorter than twelve characters', () => {
    expect(passwordProblem('abc')).toBe('The password needs at least 12 characters.')
    expect(passwordProblem('elevenchars')).toBe('The password needs at least 12 characters.')
  })

  it('refuses a password of spaces', () => {
    expect(passwordProblem(' '.repeat(12))).toBe('The password cannot be only spaces.')
  })

  it('refuses common passwords, sequences and repeats of twelve characters or more, and says why', () => {
    expect(passwordProblem('password1234')).toMatch(/^The password is too easy to guess\. .*commonly used password/)
    expect(passwordProblem('123456789012')).toMatch(/^The password is too easy to guess\. .*commonly used password/)
    expect(passwordProblem('aaaaaaaaaaaa')).toMatch(/^The password is too easy to guess\. .*Repeated characters/)
    expect(passwordProblem('qwertyuiop12')).toMatch(/^The password is too easy to guess\./)
  })

  it("refuses a password built on the site's name or the account's own address", () => {
    expect(passwordProblem('atlanticcrest2024')).toMatch(/too easy to guess/)
    expect(passwordProblem('olumide123456')).toBeNull()
    expect(passwordProblem('olumide123456', ['olumide.bassey@acu.edu.ng'])).toMatch(/too easy to guess/)
  })

  it('accepts long pass phrases and random passwords', () => {
    expect(passwordProblem('a much longer pass phrase')).toBeNull()
    expect(passwordProblem('quiet-harbour-lantern-4821')).toBeNull()
    expect(passwordProblem('Kx7#mP2$vL9!qR4w')).toBeNull()
  })
})
