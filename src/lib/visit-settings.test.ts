import { describe, expect, it } from 'vitest'

import { readVisitSettings } from './visit-settings.mjs'

const fail = (message: string): never => {
  throw new Error(message)
}

describe('readVisitSettings', () => {
  it('writes every minute and counts its own answers by default', () => {
    expect(readVisitSettings({}, fail)).toEqual({ flushMs: 60_000, logPort: undefined })
  })

  it('takes a pace and the port of the log lines nginx sends', () => {
    expect(readVisitSettings({ VISIT_FLUSH_MS: '1000', VISIT_LOG_PORT: '5140' }, fail)).toEqual({
      flushMs: 1000,
      logPort: 5140,
    })
  })

  it.each([
    [{ VISIT_FLUSH_MS: 'often' }, /VISIT_FLUSH_MS/],
    [{ VISIT_FLUSH_MS: '50' }, /VISIT_FLUSH_MS/],
    [{ VISIT_FLUSH_MS: '86400000' }, /VISIT_FLUSH_MS/],
    [{ VISIT_LOG_PORT: '0' }, /VISIT_LOG_PORT/],
    [{ VISIT_LOG_PORT: '70000' }, /VISIT_LOG_PORT/],
    [{ VISIT_LOG_PORT: 'syslog' }, /VISIT_LOG_PORT/],
  ])('refuses %o', (e, message) => {
    expect(() => readVisitSettings(e, fail)).toThrow(message)
  })
})
