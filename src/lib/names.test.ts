import { describe, expect, it } from 'vitest'

import { fullName, withoutBrackets } from './names'

describe('fullName', () => {
  it('joins the parts that are present with single spaces', () => {
    expect(fullName('Ekaette', null, 'Udo')).toBe('Ekaette Udo')
    expect(fullName(' Ekaette ', 'Grace', 'Udo')).toBe('Ekaette Grace Udo')
  })
})

describe('withoutBrackets', () => {
  it('removes bracketed text of any kind', () => {
    expect(withoutBrackets('Adaeze Okon (Mrs.)')).toBe('Adaeze Okon')
    expect(withoutBrackets('Prof. [Emeritus] Bassey Etim {Chair}')).toBe('Prof. Bassey Etim')
  })
  it('leaves a plain name alone', () => {
    expect(withoutBrackets('Bassey Etim')).toBe('Bassey Etim')
  })
})
