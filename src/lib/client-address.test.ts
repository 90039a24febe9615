import { describe, expect, it } from 'vitest'

import { clientAddress } from './client-address'

const headers = (forwardedFor?: string) =>
  new Headers(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor })

describe('the client of a request', () => {
  it('is the last hop of X-Forwarded-For: the one the server or our proxy wrote', () => {
    expect(clientAddress(headers('203.0.113.7'))).toBe('203.0.113.7')
    // A visitor's own made-up hops come first; the proxy appends the address it saw.
    expect(clientAddress(headers('1.2.3.4, 10.0.0.1 , 203.0.113.7'))).toBe('203.0.113.7')
  })

  it('is "unknown" without the header or with empty hops', () => {
    expect(clientAddress(headers())).toBe('unknown')
    expect(clientAddress(headers(' , '))).toBe('unknown')
  })
})
