/**
 * The gallery's paging. Where script runs, each category tab shows a first screen of images in the
 * sliders and 'Show more' adds the next ones from a small JSON address, in place. Where none will run
 * (scripting off, data-light mode) the same `?page=N` is a plain page of a few thumbnails in a grid,
 * with links to the pages before and after it: a visitor saving data loads a handful of pictures at a time.
 */
import { pathOf } from './routes'

/** Images per 'Show more': the first screen of a tab shows this many. */
export const GALLERY_PAGE_SIZE = 12
/** The sliders never show more images than this, however far `?page=` went. */
export const GALLERY_MAX_SHOWN = 36
/** Thumbnails per page of the grid shown where no script runs: two rows on a phone and on a desktop. */
export const GALLERY_GRID_SIZE = 6

/**
 * Where the image at `index` (from 0, in the category's order) lies among pages of `pageSize`: the
 * page (from 1) and its place on that page. The lightbox fetches the page of an image it has not got.
 */
export function galleryPageOf(index: number, pageSize = GALLERY_PAGE_SIZE): { page: number; offset: number } {
  const size = Math.max(1, Math.floor(pageSize))
  const at = Number.isInteger(index) && index > 0 ? index : 0
  return { page: Math.floor(at / size) + 1, offset: at % size }
}

const query = (category: string | null, page: number, alwaysPage: boolean): string => {
  const params = new URLSearchParams()
  if (category) params.set('category', category)
  const whole = Math.max(1, Math.floor(page))
  if (alwaysPage || whole > 1) params.set('page', String(whole))
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** The gallery's address for a category (null: all images) and page; page 1 is left out. */
export function galleryPageHref(category: string | null, page = 1): string {
  return `${pathOf('gallery')}${query(category, page, false)}`
}

/** Where the gallery fetches one more page of images (JSON) for 'Show more' with JavaScript. */
export function galleryImagesHref(category: string | null, page: number): string {
  return `${pathOf('gallery')}/images${query(category, page, true)}`
}
