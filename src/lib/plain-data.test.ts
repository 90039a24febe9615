import { describe, expect, it } from 'vitest'

import { plainData } from './plain-data'

describe('plainData', () => {
  it('drops undefined fields and keeps nulls, which Next accepts in props', () => {
    expect(plainData({ a: 1, b: undefined, c: null, d: [1, undefined] })).toEqual({ a: 1, c: null, d: [1, null] })
    expect(Object.keys(plainData({ b: undefined }))).toEqual([])
  })

  it('turns dates into their ISO text', () => {
    expect(plainData({ at: new Date('2026-11-26T09:00:00Z') })).toEqual({ at: '2026-11-26T09:00:00.000Z' })
  })
})
