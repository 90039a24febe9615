import { describe, expect, it } from 'vitest'

import { picturePath } from './picture-path'

describe('picturePath', () => {
  it.each([
    ['https://www.acu.edu.ng/api/media/file/a.webp', 'https://www.acu.edu.ng', '/api/media/file/a.webp'],
    ['http://127.0.0.1:3101/api/media/file/a-640x360.webp', 'http://127.0.0.1:3101', '/api/media/file/a-640x360.webp'],
    ['https://www.acu.edu.ng/api/media/file/a.webp', 'https://www.acu.edu.ng/', '/api/media/file/a.webp'],
    // Object storage names the upload's folder: not part of the picture's address.
    ['/api/media/file/a.webp?prefix=acu-web%2Fuploads', undefined, '/api/media/file/a.webp'],
    ['https://www.acu.edu.ng/api/media/file/a.webp?prefix=acu-web', 'https://www.acu.edu.ng', '/api/media/file/a.webp'],
    ['/api/media/file/open%20day.webp', 'https://www.acu.edu.ng', '/api/media/file/open%20day.webp'],
    // No origin configured: a site path already.
    ['/api/media/file/a.webp', undefined, '/api/media/file/a.webp'],
    // Another origin, or one that only starts like ours, is not ours: unchanged.
    [
      'https://cdn.example/api/media/file/a.webp?v=1',
      'https://www.acu.edu.ng',
      'https://cdn.example/api/media/file/a.webp?v=1',
    ],
    ['https://www.acu.edu.ng.evil.test/a.webp', 'https://www.acu.edu.ng', 'https://www.acu.edu.ng.evil.test/a.webp'],
    ['http://www.acu.edu.ng/a.webp', 'https://www.acu.edu.ng', 'http://www.acu.edu.ng/a.webp'],
    ['//evil.test/a.webp', undefined, '//evil.test/a.webp'],
    ['', 'https://www.acu.edu.ng', ''],
  ])('%s on %s → %s', (url, origin, expected) => {
    expect(picturePath(url, origin)).toBe(expected)
  })
})
