import { describe, expect, it } from 'vitest'

import { formatDollars, formatDollarsWhole, formatNaira, formatNairaWhole } from './money'

describe('money', () => {
  it('formats naira with the en-NG currency format', () => {
    expect(formatNaira(1250000)).toBe(
      new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(1250000),
    )
    expect(formatNaira(1250000)).toContain('1,250,000')
    expect(formatNaira(1250000)).toContain('₦')
  })

  it('formats dollars with the en-US currency format', () => {
    expect(formatDollars(4500)).toBe('$4,500.00')
    expect(formatDollars(0)).toBe('$0.00')
  })

  it("drops '.00' from whole amounts only", () => {
    expect(formatNairaWhole(500_000)).toBe('₦500,000')
    expect(formatNairaWhole(0)).toBe('₦0')
    expect(formatNairaWhole(1_250.5)).toBe('₦1,250.50')
    expect(formatNairaWhole(0.05)).toBe('₦0.05')
    expect(formatDollarsWhole(3500)).toBe('$3,500')
    expect(formatDollarsWhole(3500.25)).toBe('$3,500.25')
  })
})
