import { describe, expect, it } from 'vitest'

import { readIntervalMs } from './interval-setting.mjs'

const fail = (message: string): never => {
  throw new Error(message)
}

describe('readIntervalMs', () => {
  it('gives the default when the variable is unset or empty', () => {
    expect(readIntervalMs('EVERY_MS', undefined, 60_000, fail)).toBe(60_000)
    expect(readIntervalMs('EVERY_MS', '', 60_000, fail)).toBe(60_000)
  })

  it('takes whole milliseconds within the range, its ends included', () => {
    expect(readIntervalMs('EVERY_MS', '200', 60_000, fail)).toBe(200)
    expect(readIntervalMs('EVERY_MS', '3600000', 60_000, fail)).toBe(3_600_000)
  })

  it.each(['often', '50', '199', '2500.5', '1 000', '86400000', '-1000'])(
    'refuses "%s", naming the variable',
    (value) => {
      expect(() => readIntervalMs('EVERY_MS', value, 60_000, fail)).toThrow(
        `EVERY_MS must be a number of milliseconds from 200 to 3600000, got "${value}"`,
      )
    },
  )
})
