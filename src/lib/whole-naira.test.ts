import { describe, expect, it } from 'vitest'

import { formatWholeNaira } from './whole-naira'

describe('formatWholeNaira', () => {
  it('shows a whole amount without .00', () => {
    expect(formatWholeNaira(500000)).toBe('₦500,000')
    expect(formatWholeNaira(0)).toBe('₦0')
    expect(formatWholeNaira(1_000_000)).toBe('₦1,000,000')
  })

  it('keeps kobo when there are some', () => {
    expect(formatWholeNaira(1250.5)).toBe('₦1,250.50')
    expect(formatWholeNaira(0.05)).toBe('₦0.05')
  })
})
