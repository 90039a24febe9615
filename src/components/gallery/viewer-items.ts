import { pictureData } from '@/components/ui/picture-data'
import type { GalleryItemView, GalleryListView } from '@/content/gallery-page'

import type { GalleryViewerItem, GalleryViewerList } from './gallery-viewer.client'
import { THUMB_SIZES } from './thumb-sizes'

/**
 * A gallery image as the viewer (an island) is given it: its pictures' markup worked out here, on the
 * server, so the island's script carries no next/image. The thumbnail fills its frame; each slider
 * sets its own `sizes`.
 */
export function toViewerItem(item: GalleryItemView): GalleryViewerItem {
  const { thumb, large } = item
  return {
    id: item.id,
    title: item.title,
    subCategory: item.subCategory,
    href: large?.url ?? thumb?.url ?? null,
    thumb: thumb ? pictureData({ src: thumb.url, alt: '', fill: true, sizes: THUMB_SIZES }) : null,
    large: large
      ? pictureData({
          src: large.url,
          alt: large.alt || item.title,
          width: large.width,
          height: large.height,
          sizes: '(min-width: 1280px) 1200px, 100vw',
        })
      : null,
  }
}

/** A window of the gallery's images, ready for the viewer. */
export function toViewerList(list: GalleryListView): GalleryViewerList {
  const { total, page, start, hasEarlier, hasMore } = list
  return { items: list.items.map(toViewerItem), total, page, start, hasEarlier, hasMore }
}
