import { describe, expect, it } from 'vitest'

import { bodyRefusal } from './request-limits.mjs'

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
    ['a 15 MB upload', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '15000000' }, null],
    [
      'an upload in chunks',
      { 'content-type': 'Multipart/Form-Data; boundary=x', 'transfer-encoding': 'chunked' },
      null,
    ],
  ])('%s → %s', (_, headers, status) => {
    expect(bodyRefusal({ headers })?.status ?? null).toBe(status)
  })
})
