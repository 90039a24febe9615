import type { BundledPicture } from './picture-attributes'

/**
 * The pictures that ship with the site (in public/pictures/): the home page's default slides and culture
 * row, and the photo of a person without one. Each is described here once, by its address and size (and,
 * where it shows blurred while loading, a tiny copy), rather than imported by the components: an import
 * is turned into a different address by each bundler (Next's, Astro's, the islands'), which the image
 * optimiser would refuse. site-pictures.test.ts checks these against the files.
 */

export const campusSlide: BundledPicture = {
  src: '/pictures/default-slide-campus.webp',
  width: 1600,
  height: 1067,
  blurDataURL:
    'data:image/webp;base64,UklGRlQAAABXRUJQVlA4IEgAAADQAQCdASoIAAUAAkA4JaACdAEOZ/KjgAD+3+hpMez1Ugvvw1oTz+kyJyvXZPtVb/xajYzX5tZkbV6tIMHGT3vA2zgH4++uAAA=',
  blurWidth: 8,
  blurHeight: 5,
}

export const courtyardSlide: BundledPicture = {
  src: '/pictures/default-slide-courtyard.webp',
  width: 1600,
  height: 1067,
  blurDataURL:
    'data:image/webp;base64,UklGRkwAAABXRUJQVlA4IEAAAACwAQCdASoIAAUAAkA4JagCdADze0iIAPlFC0rGUKzLq9hoTx3aw/D0wKDZs7T038s2N9l44U3LnXUgmwSpyQAA',
  blurWidth: 8,
  blurHeight: 5,
}

export const cultureApply: BundledPicture = {
  src: '/pictures/culture-apply.webp',
  width: 800,
  height: 533,
  blurDataURL:
    'data:image/webp;base64,UklGRkIAAABXRUJQVlA4IDYAAACwAQCdASoIAAUAAkA4JQBOgCHXZBvAAP7oAPYPdcFCr8M+Ohho2MZCmWw5NQxCuVlEo0RIAAA=',
  blurWidth: 8,
  blurHeight: 5,
}

export const cultureHostel: BundledPicture = {
  src: '/pictures/culture-hostel.webp',
  width: 800,
  height: 533,
  blurDataURL:
    'data:image/webp;base64,UklGRkQAAABXRUJQVlA4IDgAAADQAQCdASoIAAUAAkA4JZgCdAEO9f6jOAD+8HNdtSgtmfrO9zr0dFig+hXdnnbbC8OOkzVrv4AAAA==',
  blurWidth: 8,
  blurHeight: 5,
}

export const cultureResearch: BundledPicture = {
  src: '/pictures/culture-research.webp',
  width: 800,
  height: 533,
  blurDataURL:
    'data:image/webp;base64,UklGRkQAAABXRUJQVlA4IDgAAACwAQCdASoIAAUAAkA4JYwCdAEOO2gAAP74HhVfu57o49IzvHTKQ+EHSZR87xzc4AXdBkBArp3QAA==',
  blurWidth: 8,
  blurHeight: 5,
}

export const defaultStaff: BundledPicture = {
  src: '/pictures/default-staff.webp',
  width: 400,
  height: 400,
}
