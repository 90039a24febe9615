import { describe, expect, it } from 'vitest'

import { readVisitSettings } from './visit-settings.mjs'

const fail = (message: string): never => {
  throw new Error(message)
}

describe('readVisitSettings', () => {
  it('writes every minute and counts its own answers by default', () => {
    expect(readVisitSettings({}, fail)).toEqual({ flushMs: 60_000, logFile: undefined })
  })

  it('takes a pace and the file of the lines nginx writes', () => {
    expect(readVisitSettings({ VISIT_FLUSH_MS: '1000', VISIT_LOG_FILE: '/var/log/acu/visits.log' }, fail)).toEqual({
      flushMs: 1000,
      logFile: '/var/log/acu/visits.log',
    })
  })

  it.each([
    [{ VISIT_FLUSH_MS: 'often' }, /VISIT_FLUSH_MS/],
    [{ VISIT_FLUSH_MS: '50' }, /VISIT_FLUSH_MS/],
    [{ VISIT_FLUSH_MS: '86400000' }, /VISIT_FLUSH_MS/],
    [{ VISIT_LOG_FILE: 'visits.log' }, /VISIT_LOG_FILE must be the absolute path/],
    // The earlier setting (nginx's lines over UDP) says what replaced it rather than being ignored.
    [{ VISIT_LOG_PORT: '5140' }, /VISIT_LOG_PORT is gone.*VISIT_LOG_FILE/],
  ])('refuses %o', (e, message) => {
    expect(() => readVisitSettings(e, fail)).toThrow(message)
  })
})
