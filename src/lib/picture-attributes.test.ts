import { describe, expect, test } from 'vitest'

import { optimisedAddress, pictureAttributes } from './picture-attributes'
import { BANNER_QUALITY, DEVICE_SIZES, IMAGE_SIZES, PICTURE_QUALITY } from './picture-sizes.mjs'

const upload = '/api/media/file/senate%20building.webp'
const widthsIn = (srcSet = '') => srcSet.split(', ').map((source) => Number(/&w=(\d+)&/.exec(source)?.[1]))

describe('pictureAttributes', () => {
  test('a picture shown at part of the screen offers every served width from its narrowest share up', () => {
    const img = pictureAttributes({
      src: upload,
      alt: 'The senate building',
      fill: true,
      sizes: '(min-width: 960px) 380px, 50vw',
    })
    expect(widthsIn(img.srcSet)).toEqual([384, 640, 750, 1080, 1200, 1920])
    expect(img.sizes).toBe('(min-width: 960px) 380px, 50vw')
    expect(img.src).toBe(optimisedAddress(upload, 1920))
    expect(img.src).toBe('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fsenate%2520building.webp&w=1920&q=75')
    expect(img.style).toMatchObject({ position: 'absolute', width: '100%', height: '100%', color: 'transparent' })
  })

  test('only widths the optimiser serves are ever asked for', () => {
    const served = new Set([...DEVICE_SIZES, ...IMAGE_SIZES])
    const shapes = [
      { sizes: '100vw' },
      { sizes: '(min-width: 768px) 320px, 60vw' },
      { sizes: '12vw' },
      { sizes: '300px' },
      {},
      { width: 44 },
      { width: 130 },
      { width: 3000 },
    ]
    for (const shape of shapes) {
      for (const width of widthsIn(pictureAttributes({ src: upload, alt: '', ...shape }).srcSet))
        expect(served).toContain(width)
    }
  })

  test("a banner's picture is asked for at the banner's lower quality, every other at the usual one", () => {
    const qualitiesIn = (srcSet = '') =>
      new Set(srcSet.split(', ').map((source) => Number(/&q=(\d+)/.exec(source)?.[1])))
    const banner = pictureAttributes({ src: upload, alt: '', fill: true, sizes: '100vw', banner: true })
    expect(qualitiesIn(banner.srcSet)).toEqual(new Set([BANNER_QUALITY]))
    expect(banner.src).toBe(optimisedAddress(upload, 1920, BANNER_QUALITY))
    expect(qualitiesIn(pictureAttributes({ src: upload, alt: '', fill: true, sizes: '100vw' }).srcSet)).toEqual(
      new Set([PICTURE_QUALITY]),
    )
    expect(BANNER_QUALITY).toBeLessThan(PICTURE_QUALITY)
  })

  test('a logo of fixed size is offered at 1x and 2x, each the next width served', () => {
    const img = pictureAttributes({ src: upload, alt: '', width: 44, height: 44 })
    expect(img.srcSet).toBe(`${optimisedAddress(upload, 48)} 1x, ${optimisedAddress(upload, 96)} 2x`)
    expect(img.sizes).toBeUndefined()
    expect([img.width, img.height]).toEqual([44, 44])
  })

  test('only the preloaded picture loads at once, at high priority', () => {
    expect(pictureAttributes({ src: upload, alt: '', fill: true, preload: true, loading: 'lazy' })).toMatchObject({
      loading: 'eager',
      fetchPriority: 'high',
    })
    const later = pictureAttributes({ src: upload, alt: '', fill: true })
    expect(later.loading).toBe('lazy')
    expect(later.fetchPriority).toBeUndefined()
  })

  test('an SVG is sent as it is', () => {
    const img = pictureAttributes({ src: '/api/media/file/crest.svg', alt: 'Crest', width: 40, height: 40 })
    expect(img).toMatchObject({ src: '/api/media/file/crest.svg', srcSet: undefined, sizes: undefined })
  })

  test('a bundled picture takes its own size and shows blurred while it loads', () => {
    const bundled = {
      src: '/pictures/campus.webp',
      width: 1600,
      height: 900,
      blurDataURL: 'data:image/webp;base64,UklG',
      blurWidth: 8,
      blurHeight: 5,
    }
    expect(pictureAttributes({ src: bundled, alt: '' })).toMatchObject({ width: 1600, height: 900 })
    const img = pictureAttributes({ src: bundled, alt: '', fill: true, sizes: '100vw', placeholder: 'blur' })
    expect(img.src).toBe(optimisedAddress(bundled.src, 1920))
    expect(String(img.style?.backgroundImage)).toContain("viewBox='0 0 320 200'")
    expect(String(img.style?.backgroundImage)).toContain("href='data:image/webp;base64,UklG'")
    expect(pictureAttributes({ src: bundled, alt: '', fill: true }).style?.backgroundImage).toBeUndefined()
  })
})
