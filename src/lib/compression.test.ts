import { describe, expect, it } from 'vitest'

import { acceptsGzip, isCompressible } from './compression.mjs'

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br', true],
    ['br;q=1.0, GZIP;q=0.5', true],
    ['*', true],
    ['identity', false],
    ['br', false],
    ['gzip;q=0', false],
    ['gzip;q=0.000', false],
    ['gzip;q=0, *;q=0.1', false],
    ['br, *;q=0.1', true],
    ['', false],
    [undefined, false],
    [['deflate', 'gzip'], true],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected)
  })

  it('reads at most 1 KB of a header', () => {
    expect(acceptsGzip(`${'x, '.repeat(400)}gzip`)).toBe(false)
  })
})

describe('isCompressible', () => {
  const page = { status: 200, contentType: 'text/html; charset=utf-8', contentEncoding: undefined, cacheControl: '' }

  it('compresses text formats', () => {
    for (const contentType of [
      'text/html; charset=utf-8',
      'text/css',
      'text/calendar; charset=utf-8',
      'text/x-component',
      'application/json',
      'application/rss+xml; charset=utf-8',
      'application/vnd.api+json',
      'application/javascript',
      'image/svg+xml',
    ])
      expect(isCompressible({ ...page, contentType }), contentType).toBe(true)
  })

  it('leaves compressed and unknown formats alone', () => {
    for (const contentType of ['image/webp', 'image/avif', 'font/woff2', 'application/pdf', 'video/mp4', '', undefined])
      expect(isCompressible({ ...page, contentType }), String(contentType)).toBe(false)
  })

  it('compresses error pages too, but never an empty or partial answer', () => {
    expect(isCompressible({ ...page, status: 404 })).toBe(true)
    expect(isCompressible({ ...page, status: 500 })).toBe(true)
    for (const status of [101, 204, 206, 304]) expect(isCompressible({ ...page, status }), String(status)).toBe(false)
  })

  it('never compresses twice, nor against no-transform', () => {
    expect(isCompressible({ ...page, contentEncoding: 'gzip' })).toBe(false)
    expect(isCompressible({ ...page, contentEncoding: 'identity' })).toBe(true)
    expect(isCompressible({ ...page, cacheControl: 'public, no-transform' })).toBe(false)
  })
})
