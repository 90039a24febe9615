import { describe, expect, it } from 'vitest'

import { formatDollars, formatNaira } from './money'

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
})
