import { describe, expect, it } from 'vitest'

import { readSmtp } from './smtp-settings'

const fail = (message: string): never => {
  throw new Error(message)
}

describe('readSmtp', () => {
  it('is off without SMTP_HOST', () => expect(readSmtp({}, fail)).toBeUndefined())
  it('refuses settings without SMTP_HOST, naming them', () =>
    expect(() => readSmtp({ SMTP_USER: 'u', SMTP_PASS: 'p' }, fail)).toThrow(
      'SMTP_USER, SMTP_PASS set without SMTP_HOST',
    ))
  it('reads a named sender and defaults to port 587 with STARTTLS', () =>
    expect(readSmtp({ SMTP_HOST: 'mail.acu.edu.ng', SMTP_FROM: 'ACU Website <web@acu.edu.ng>' }, fail)).toEqual({
      host: 'mail.acu.edu.ng',
      port: 587,
      secure: false,
      auth: undefined,
      fromName: 'ACU Website',
      fromAddress: 'web@acu.edu.ng',
    }))
  it('uses TLS from the start on port 465', () =>
    expect(readSmtp({ SMTP_HOST: 'h', SMTP_PORT: '465', SMTP_FROM: 'web@acu.edu.ng' }, fail)?.secure).toBe(true))
  it('needs a sender, a port number, and the user with the password', () => {
    expect(() => readSmtp({ SMTP_HOST: 'h' }, fail)).toThrow(/SMTP_FROM/)
    expect(() => readSmtp({ SMTP_HOST: 'h', SMTP_FROM: 'a@b.c', SMTP_PORT: '99999' }, fail)).toThrow(/SMTP_PORT/)
    expect(() => readSmtp({ SMTP_HOST: 'h', SMTP_FROM: 'a@b.c', SMTP_USER: 'u' }, fail)).toThrow(/together/)
    expect(() => readSmtp({ SMTP_HOST: 'h', SMTP_FROM: 'a@b.c', SMTP_SECURE: 'yes' }, fail)).toThrow(/SMTP_SECURE/)
  })
})
