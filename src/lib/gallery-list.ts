/**
 * The gallery's paging: each category tab shows a first screen of images and 'Show more' adds the
 * next ones. Without JavaScript 'Show more' is a link to the next page number; with it the images
 * come from a small JSON address and join the sliders in place.
 */
import { pathOf } from './routes'

/** Images per 'Show more': the first screen of a tab shows this many. */
export const GALLERY_PAGE_SIZE = 12
/** A page never shows more images than this, however far 'Show more' went without JavaScript. */
export const GALLERY_MAX_SHOWN = 36

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
