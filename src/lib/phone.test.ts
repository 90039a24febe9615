import { describe, expect, it } from 'vitest'

import { dialable, telHref } from './phone'

describe('phone links', () => {
  it('keep only digits and the plus sign', () => {
    expect(dialable('+234 (0) 803-555-0142')).toBe('+23408035550142')
    expect(telHref('+234 803 555 0142')).toBe('tel:+2348035550142')
    expect(dialable('ext.')).toBe('')
  })
})
