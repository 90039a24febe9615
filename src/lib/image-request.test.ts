import { describe, expect, it } from 'vitest'

import { isPictureAddress, isImageRequest, refuseImageRequest } from './image-request.mjs'

const image = (source: string, extra = '') => `/_next/image?url=${encodeURIComponent(source)}&w=640&q=75${extra}`

describe('isPictureAddress', () => {
  it.each([
    ['/api/media/file/campus-gate.webp', true],
    ['/api/media/file/campus-gate-800x450.webp', true],
    // A name with a space, as Payload writes it (encodeURIComponent).
    ['/api/media/file/open%20day.webp', true],
    ['/api/media/file/open day.webp', false],
    ['/api/media/file/campus-gate.webp?v=1', false],
    ['/api/media/file/campus-gate%2Ewebp', false],
    ['/api/media/file/a/../campus-gate.webp', false],
    ['/api/media/file/..', false],
    ['/api/media/file/%2e%2e', false],
    ['/api/media/file/x%2Fy.webp', false],
    ['/api/media/file/%ZZ.webp', false],
    ['/api/media/file/', false],
    ['/api/documents/file/handbook.pdf', false],
    // A picture the code imports, as the build names it.
    ['/pictures/culture-hostel.webp', true],
    ['/_next/static/media/culture-hostel.3mlbuxal9x7uo.webp', false],
    ['/pictures/culture-hostel.webp?v=1', false],
    ['/_next/static/chunks/main.js/../../media/a.webp', false],
    ['https://evil.example/api/media/file/campus-gate.webp', false],
    ['//evil.example/api/media/file/campus-gate.webp', false],
    [`/api/media/file/${'a'.repeat(300)}.webp`, false],
  ])('%s → %s', (source, expected) => {
    expect(isPictureAddress(source)).toBe(expected)
  })
})

describe('refuseImageRequest', () => {
  it('lets through what next/image writes for a picture of the site', () => {
    expect(refuseImageRequest(image('/api/media/file/campus-gate.webp'))).toBeNull()
    expect(refuseImageRequest('/_next/image?w=1080&q=75&url=%2Fapi%2Fmedia%2Ffile%2Fa.webp')).toBeNull()
  })

  it.each([
    ['a made-up query string on the picture', image('/api/media/file/campus-gate.webp?v=123')],
    ['another host', image('https://evil.example/a.png')],
    ['the site’s own origin written out', image('http://127.0.0.1:3000/api/media/file/campus-gate.webp')],
    ['an extra parameter', image('/api/media/file/campus-gate.webp', '&v=2')],
    ['a repeated parameter', image('/api/media/file/campus-gate.webp', '&w=750')],
    ['a missing parameter', '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fa.webp&w=640'],
    ['no query', '/_next/image'],
  ])('refuses %s with 400', (_, url) => {
    expect(refuseImageRequest(url)?.status).toBe(400)
  })

  it('answers another address under the optimiser’s with 404', () => {
    expect(refuseImageRequest(`/_next/image/x?url=${encodeURIComponent('/api/media/file/a.webp')}&w=640&q=75`)).toEqual(
      expect.objectContaining({ status: 404 }),
    )
    expect(refuseImageRequest('/_next/images')?.status).toBe(404)
  })
})

describe('isImageRequest', () => {
  it.each([
    ['/_next/image?url=x', true],
    ['/_next/image', true],
    ['/_next/imagex', true],
    ['/_next/static/chunks/a.js', false],
    ['/news?x=/_next/image', false],
    ['/light/_next/image?url=x', true],
    ['/en-NG/_next/image?url=x', true],
    ['/LIGHT/_next/image?url=x', true],
    ['/_NEXT/IMAGE?url=x', true],
    ['/news/a/_next/image', false],
  ])('%s → %s', (url, expected) => {
    expect(isImageRequest(url)).toBe(expected)
  })

  it('refuses the optimiser behind any prefix, with a query it would take at the top', () => {
    const query = image('/api/media/file/campus-gate.webp').split('?')[1]
    expect(refuseImageRequest(`/_next/image?${query}`)).toBeNull()
    for (const prefix of ['/light', '/en-NG', '/LIGHT', ''])
      expect(refuseImageRequest(`${prefix}/_next/image?${query}&x=1`)?.status).toBe(prefix ? 404 : 400)
    for (const prefix of ['/light', '/en-NG', '/LIGHT'])
      expect(refuseImageRequest(`${prefix}/_next/image?${query}`)?.status).toBe(404)
  })
})
