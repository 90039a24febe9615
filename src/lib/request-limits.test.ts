import { describe, expect, it } from 'vitest'

import { bodyRefusal, isOriginForm } from './request-limits.mjs'

const json = { 'content-type': 'application/json' }

describe('bodyRefusal', () => {
  it.each([
    ['no body', {}, null],
    ['1 MB of JSON', { ...json, 'content-length': '1000000' }, null],
    ['a small form', { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '20' }, null],
    ['one byte over 1 MB of JSON', { ...json, 'content-length': '1000001' }, 413],
    ['30 MB of JSON', { ...json, 'content-length': String(30 * 1024 * 1024) }, 413],
    ['30 MB without a content type', { 'content-length': '31457280' }, 413],
    ['30 MB of text', { 'content-type': 'text/plain', 'content-length': '31457280' }, 413],
    ['a length that is no number', { ...json, 'content-length': '1e9' }, 413],
    ['JSON in chunks', { ...json, 'transfer-encoding': 'chunked' }, 411],
    ['JSON with both a length and chunks', { ...json, 'transfer-encoding': 'chunked', 'content-length': '5' }, 411],
  ])('%s → %s', (_, headers, status) => {
    expect(bodyRefusal({ url: '/api/news', headers })?.status ?? null).toBe(status)
  })
})

const multipart = (length: number) => ({
  'content-type': 'multipart/form-data; boundary=x',
  'content-length': String(length),
})

describe('bodyRefusal of uploads', () => {
  it.each([
    ['a 15 MB picture', '/api/media', multipart(15_000_000), null],
    ['a 10.5 MB document', '/api/documents', multipart(10_486_000), null],
    ['a document replaced', '/api/documents/12', multipart(10_486_000), null],
    ['a bulk-import sheet', '/api/bulk/fees/check', multipart(2_000_000), null],
    ['20 MB of file and its form', '/api/media', multipart(21_000_000), null],
    ['30 MB to an upload route', '/api/documents', multipart(30_000_000), 413],
    ['19 MB of form to a route without files', '/api/news', multipart(19_000_000), 413],
    ['30 MB of form to the contract', '/api/v1/academic/update/View/count/1', multipart(30_000_000), 413],
    ['the admin saving a story as a form', '/api/news/4?depth=0', multipart(40_000), null],
    [
      'an upload in chunks',
      '/api/media',
      { 'content-type': 'Multipart/Form-Data; boundary=x', 'transfer-encoding': 'chunked' },
      411,
    ],
  ])('%s → %s', (_, url, headers, status) => {
    expect(bodyRefusal({ url, headers })?.status ?? null).toBe(status)
  })
})

describe('bodyRefusal of a method override', () => {
  const override = (length: number) => ({
    'x-http-method-override': 'GET',
    'content-type': 'application/x-www-form-urlencoded',
    'content-length': String(length),
  })

  it('holds the body to the longest address the server takes', () => {
    expect(bodyRefusal({ url: '/api/news', headers: override(16_000) })).toBeNull()
    expect(bodyRefusal({ url: '/api/news', headers: override(900_000) })?.status).toBe(413)
    const payloads = { ...override(900_000), 'x-http-method-override': undefined }
    expect(
      bodyRefusal({ url: '/api/news', headers: { ...payloads, 'x-payload-http-method-override': 'GET' } })?.status,
    ).toBe(413)
  })
})

describe('isOriginForm', () => {
  it.each([
    ['/', true],
    ['/about?x=1', true],
    ['*', false],
    ['http://evil.example/healthz', false],
    ['', false],
  ])('%s → %s', (url, expected) => {
    expect(isOriginForm(url)).toBe(expected)
  })
})
