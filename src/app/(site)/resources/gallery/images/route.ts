import { toViewerItem } from '@/components/gallery/viewer-items'
import { chooseGalleryCategory, getGalleryList } from '@/content/gallery-page'
import { GALLERY_PAGE_SIZE } from '@/lib/gallery-list'

import { moreRoute, NOT_STORED } from '@/app/(site)/more-route'

/**
 * One more page of a gallery category's images, as JSON, for 'Show more' with JavaScript
 * (`?category=`, `?page=`; an unknown category means all images). Without JavaScript the button is
 * a link to the next page of the gallery itself. Each image comes with its pictures' markup (viewer-items.ts).
 */
export const GET = moreRoute(NOT_STORED, async (query, page) => {
  const category = await chooseGalleryCategory(query.getAll('category'))
  const list = await getGalleryList(category, page, GALLERY_PAGE_SIZE)
  return { items: list.items.map(toViewerItem), page: list.page, total: list.total, hasMore: list.hasMore }
})
