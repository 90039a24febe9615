import { NextResponse } from 'next/server'

import { chooseGalleryCategory, getGalleryList } from '@/content/gallery-page'
import { GALLERY_PAGE_SIZE } from '@/lib/gallery-list'
import { parsePage } from '@/lib/paging'

/**
 * One more page of a gallery category's images, as JSON, for 'Show more' with JavaScript
 * (`?category=`, `?page=`; an unknown category means all images). Without JavaScript the button is
 * a link to the next page of the gallery itself.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams
  const category = await chooseGalleryCategory(params.getAll('category'))
  const list = await getGalleryList(category, parsePage(params.getAll('page')), GALLERY_PAGE_SIZE)
  return NextResponse.json(
    { items: list.items, page: list.page, total: list.total, hasMore: list.hasMore },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
