import { describe, expect, it } from 'vitest'

import {
  GALLERY_GRID_SIZE,
  GALLERY_MAX_SHOWN,
  GALLERY_PAGE_SIZE,
  galleryImagesHref,
  galleryPageHref,
  galleryPageOf,
} from './gallery-list'

describe('galleryPageHref', () => {
  it('is the plain gallery address for all images on the first page', () => {
    expect(galleryPageHref(null)).toBe('/resources/gallery')
    expect(galleryPageHref(null, 1)).toBe('/resources/gallery')
    expect(galleryPageHref('', 1)).toBe('/resources/gallery')
  })
  it('names the category, encoded, and pages after the first', () => {
    expect(galleryPageHref('Campus & Sports')).toBe('/resources/gallery?category=Campus+%26+Sports')
    expect(galleryPageHref('Events', 2)).toBe('/resources/gallery?category=Events&page=2')
    expect(galleryPageHref(null, 3)).toBe('/resources/gallery?page=3')
  })
  it('never names a page below 1 or a fraction', () => {
    expect(galleryPageHref(null, 0)).toBe('/resources/gallery')
    expect(galleryPageHref(null, -2)).toBe('/resources/gallery')
    expect(galleryPageHref('Events', 2.8)).toBe('/resources/gallery?category=Events&page=2')
  })
})

describe('galleryImagesHref', () => {
  it('always names the page', () => {
    expect(galleryImagesHref(null, 1)).toBe('/resources/gallery/images?page=1')
    expect(galleryImagesHref('Events', 4)).toBe('/resources/gallery/images?category=Events&page=4')
    expect(galleryImagesHref(null, 0)).toBe('/resources/gallery/images?page=1')
  })
})

describe('page sizes', () => {
  it('bound a page to whole pages of images', () => {
    expect(GALLERY_PAGE_SIZE).toBeGreaterThan(0)
    expect(GALLERY_MAX_SHOWN % GALLERY_PAGE_SIZE).toBe(0)
    expect(GALLERY_MAX_SHOWN).toBeGreaterThanOrEqual(GALLERY_PAGE_SIZE)
  })
})

describe('galleryPageOf', () => {
  it('finds the page (from 1) and the place on it, on both sides of a page boundary', () => {
    expect(galleryPageOf(0, 12)).toEqual({ page: 1, offset: 0 })
    expect(galleryPageOf(11, 12)).toEqual({ page: 1, offset: 11 })
    expect(galleryPageOf(12, 12)).toEqual({ page: 2, offset: 0 })
    expect(galleryPageOf(29, 12)).toEqual({ page: 3, offset: 5 })
    expect(galleryPageOf(29)).toEqual(galleryPageOf(29, GALLERY_PAGE_SIZE))
  })
  it('takes odd indexes and sizes as the first image and pages of one', () => {
    expect(galleryPageOf(-3, 12)).toEqual({ page: 1, offset: 0 })
    expect(galleryPageOf(2.5, 12)).toEqual({ page: 1, offset: 0 })
    expect(galleryPageOf(3, 0)).toEqual({ page: 4, offset: 0 })
  })
})

describe('the grid without script', () => {
  it('shows fewer thumbnails a page than the sliders show at first', () => {
    expect(GALLERY_GRID_SIZE).toBeGreaterThan(0)
    expect(GALLERY_GRID_SIZE).toBeLessThan(GALLERY_PAGE_SIZE)
  })
})
