import { describe, expect, it } from 'vitest'

import { isValidTime, to12Hour } from './time'

describe('isValidTime', () => {
  it('accepts HH:MM and HH:MM:SS on the 24-hour clock only', () => {
    expect(isValidTime('09:30')).toBe(true)
    expect(isValidTime('23:59:59')).toBe(true)
    expect(isValidTime('24:00')).toBe(false)
    expect(isValidTime('9:30')).toBe(false)
  })
})

describe('to12Hour', () => {
  it('converts HH:MM and HH:MM:SS', () => {
    expect(to12Hour('09:30')).toBe('9:30 AM')
    expect(to12Hour('13:05')).toBe('1:05 PM')
    expect(to12Hour('18:05:00')).toBe('6:05 PM')
    expect(to12Hour('23:59:59')).toBe('11:59 PM')
  })
  it('turns midnight into 12 AM and noon into 12 PM', () => {
    expect(to12Hour('00:00')).toBe('12:00 AM')
    expect(to12Hour('00:45')).toBe('12:45 AM')
    expect(to12Hour('12:00')).toBe('12:00 PM')
    expect(to12Hour('12:30:15')).toBe('12:30 PM')
  })
  it('returns anything else unchanged', () => {
    expect(to12Hour('')).toBe('')
    expect(to12Hour('9:30')).toBe('9:30')
    expect(to12Hour('10am')).toBe('10am')
    expect(to12Hour('25:00')).toBe('25:00')
    expect(to12Hour('12:00 PM')).toBe('12:00 PM')
    expect(to12Hour('10:30:00.000')).toBe('10:30:00.000')
  })
})
