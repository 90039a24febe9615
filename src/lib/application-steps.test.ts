import { describe, expect, it } from 'vitest'

import { stepPlace } from './application-steps'

describe('stepPlace', () => {
  it('sends finding a course to the programme finder', () => {
    expect(stepPlace('Find a course')).toBe('finder')
    expect(stepPlace('Choose your programme')).toBe('finder')
    expect(stepPlace('search programmes')).toBe('finder')
  })

  it('sends the steps done online to the admission site', () => {
    for (const title of ['Register', 'Submit', 'Login', 'Log in', 'Sign in', 'Track application', 'Download letter'])
      expect(stepPlace(title), title).toBe('admission-site')
  })

  it('gives no place to a step it does not recognise', () => {
    expect(stepPlace('Wait for results')).toBeNull()
    expect(stepPlace('')).toBeNull()
    expect(stepPlace('Registered courses of study')).toBeNull()
  })
})
