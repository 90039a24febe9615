import '@/server-only'

import type { Where } from 'payload'

import type { GalleryImage } from '@/payload-types'
import { chooseCategory, galleryCategories } from '@/lib/gallery-category'
import { GALLERY_GRID_SIZE, GALLERY_MAX_SHOWN, GALLERY_PAGE_SIZE } from '@/lib/gallery-list'
import { pageWindow, windowPages } from '@/lib/paging'

import { cached } from './cache'
import { imageView, type ImageView } from './media'
import { getPageTexts } from './page-texts'
import { payloadClient } from './payload'

export type GalleryItemView = {
  id: number
  title: string
  subCategory: string | null
  /** The picture in the sliders; null when the upload is missing ('No image available'). */
  thumb: ImageView | null
  /** The picture in the lightbox. */
  large: ImageView | null
}

/** One window of a category's images and where it sits among all of them. */
export type GalleryListView = {
  items: GalleryItemView[]
  total: number
  page: number
  start: number
  hasEarlier: boolean
  hasMore: boolean
}

/** One plain page of the grid shown where no script runs (GALLERY_GRID_SIZE thumbnails a page). */
export type GalleryGridView = {
  items: GalleryItemView[]
  total: number
  /** The page shown (clamped to the real range) and how many there are. */
  page: number
  pageCount: number
  /** The first image's place among all, from 0. */
  start: number
}

export type GalleryPageView = GalleryListView & {
  /** The same `?page=` as a page of the grid, for browsers without script and data-light mode. */
  grid: GalleryGridView
  title: string
  intro: string | null
  /** Every category, in order of first appearance ('All' is not in the list). */
  categories: string[]
  /** The chosen category as the data spells it; null for all images. */
  category: string | null
  /** The hero's picture: the first gallery image that has one. */
  heroImage: ImageView | null
}

const TAGS = ['gallery-images', 'media']

const toItem = (g: GalleryImage): GalleryItemView => ({
  id: g.id,
  title: g.title,
  subCategory: g.subCategory?.trim() || null,
  thumb: imageView(g.image, 'card'),
  large: imageView(g.image, 'hero'),
})

/** The tabs: every image's category only (a short text each), in gallery order. */
const getCategories = cached('gallery-page-categories', ['gallery-images'], async (): Promise<string[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'gallery-images',
    pagination: false,
    depth: 0,
    sort: 'order',
    select: { category: true },
  })
  return galleryCategories(docs.map((d) => ({ category: d.category ?? '' })))
})

const getHeroImage = cached('gallery-page-hero', TAGS, async (): Promise<ImageView | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'gallery-images',
    where: { image: { exists: true } },
    sort: ['order', 'id'],
    limit: 5,
    depth: 1,
  })
  return docs.map((d) => imageView(d.image, 'hero')).find((i) => i !== null) ?? null
})

const whereCategory = (category: string | null): Where | undefined =>
  category === null ? undefined : { category: { equals: category } }

// Called only with a category from getCategories() (or null) and a page inside the real range.
const getImagesPage = cached(
  'gallery-page-images',
  TAGS,
  async (
    category: string | null,
    page: number,
    size: number = GALLERY_PAGE_SIZE,
  ): Promise<{ items: GalleryItemView[]; total: number }> => {
    const payload = await payloadClient()
    const { docs, totalDocs } = await payload.find({
      collection: 'gallery-images',
      where: whereCategory(category),
      sort: ['order', 'id'],
      limit: size,
      page,
      depth: 1,
    })
    return { items: docs.map(toItem), total: totalDocs }
  },
)

const getImageCount = cached('gallery-page-count', ['gallery-images'], async (category: string | null) => {
  const payload = await payloadClient()
  return (await payload.count({ collection: 'gallery-images', where: whereCategory(category) })).totalDocs
})

/**
 * The images of a category a page shows: pages up to `page`, at most `maxShown` images (the last
 * ones). The category must come from the known list (see chooseGalleryCategory).
 */
export async function getGalleryList(
  category: string | null,
  requestedPage: number,
  maxShown = GALLERY_MAX_SHOWN,
): Promise<GalleryListView> {
  const total = await getImageCount(category)
  const w = pageWindow(requestedPage, GALLERY_PAGE_SIZE, total, maxShown)
  const read = await Promise.all(windowPages(w, GALLERY_PAGE_SIZE).map((p) => getImagesPage(category, p)))
  return {
    items: read.flatMap((r) => r.items),
    total,
    page: w.page,
    start: w.start,
    hasEarlier: w.hasEarlier,
    hasMore: w.hasMore,
  }
}

/** Page `requestedPage` of the grid shown without script: a plain page, clamped to the real range. */
export async function getGalleryGrid(category: string | null, requestedPage: number): Promise<GalleryGridView> {
  const total = await getImageCount(category)
  const w = pageWindow(requestedPage, GALLERY_GRID_SIZE, total)
  const { items } = total > 0 ? await getImagesPage(category, w.page, GALLERY_GRID_SIZE) : { items: [] }
  return { items, total, page: w.page, pageCount: w.pageCount, start: w.start }
}

/**
 * The category a `?category=` value names, as the data spells it; null (all images) for an unknown
 * one. The value is only compared with the cached list, never used as a query or cache key.
 */
export async function chooseGalleryCategory(categoryParam: unknown): Promise<string | null> {
  return chooseCategory(await getCategories(), categoryParam)
}

/** The gallery page: tabs, the chosen category's first screen (or window) of images, the hero. */
export async function getGalleryPage(categoryParam: unknown, page: number): Promise<GalleryPageView> {
  const [texts, categories, heroImage] = await Promise.all([getPageTexts(), getCategories(), getHeroImage()])
  const category = chooseCategory(categories, categoryParam)
  const [list, grid] = await Promise.all([getGalleryList(category, page), getGalleryGrid(category, page)])
  return { title: texts.gallery.title, intro: texts.gallery.intro, categories, category, heroImage, grid, ...list }
}

/** The gallery's page texts alone, for the metadata. */
export async function getGalleryTexts(): Promise<{ title: string; intro: string | null }> {
  const texts = await getPageTexts()
  return { title: texts.gallery.title, intro: texts.gallery.intro }
}
