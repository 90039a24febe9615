import { describe, expect, it } from 'vitest'

import { originOf } from './origin'

const request = (headers: Record<string, string>) => new Request('http://0.0.0.0:3000/x', { headers })

describe('originOf', () => {
  it('prefers the configured public URL', () => {
    expect(originOf(request({ host: 'evil.test' }), { publicUrl: 'https://www.acu.edu.ng', trustProxy: false })).toBe(
      'https://www.acu.edu.ng',
    )
  })

  it('uses the Host header rather than the listening address', () => {
    expect(originOf(request({ host: 'localhost:3000' }), { trustProxy: false })).toBe('http://localhost:3000')
  })

  it('ignores forwarded headers unless the proxy is trusted', () => {
    const headers = { host: 'internal:3000', 'x-forwarded-host': 'www.acu.edu.ng', 'x-forwarded-proto': 'https' }
    expect(originOf(request(headers), { trustProxy: false })).toBe('http://internal:3000')
    expect(originOf(request(headers), { trustProxy: true })).toBe('https://www.acu.edu.ng')
  })

  it('refuses a malformed Host header', () => {
    expect(originOf(request({ host: 'evil.test/<script>' }), { trustProxy: false })).toBe('http://0.0.0.0:3000')
  })
})
