import type { Metadata } from 'next'

import styles from '@/components/gallery/gallery.module.css'
import { GALLERY_PATH, GalleryTabs } from '@/components/gallery/gallery-tabs'
import { GalleryViewer } from '@/components/gallery/gallery-viewer.client'
import { HeroBanner } from '@/components/ui/hero-banner'
import { getGalleryPage, getGalleryTexts } from '@/content/gallery-page'
import { parsePage } from '@/lib/paging'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata(): Promise<Metadata> {
  const { title, intro } = await getGalleryTexts()
  return {
    title,
    description: intro ?? 'Photographs of the campus, events, sports and student life at the university.',
    // Both gallery addresses show this page; the one in the navigation is canonical.
    alternates: { canonical: GALLERY_PATH },
  }
}

/**
 * The gallery: category tabs and page (in the address), two wrapping sliders, a lightbox, and
 * 'Show more' for the next images of the tab.
 */
export default async function GalleryPage({ searchParams }: Props) {
  const { category: categoryParam, page } = await searchParams
  const gallery = await getGalleryPage(categoryParam, parsePage(page))
  const shown = gallery.category ?? 'All'
  return (
    <>
      <HeroBanner image={gallery.heroImage} height="small" labelledBy="gallery-title">
        <h1 id="gallery-title">{gallery.title}</h1>
        {gallery.intro ? <p className="lead">{gallery.intro}</p> : null}
      </HeroBanner>

      <section className="section" aria-label={`Photographs: ${shown}`}>
        <div className="container">
          {gallery.categories.length > 0 ? (
            <GalleryTabs categories={gallery.categories} current={gallery.category} />
          ) : null}
          {gallery.items.length > 0 ? (
            <GalleryViewer
              key={`${gallery.category ?? ''}|${gallery.page}`}
              category={gallery.category}
              list={{
                items: gallery.items,
                total: gallery.total,
                page: gallery.page,
                start: gallery.start,
                hasEarlier: gallery.hasEarlier,
                hasMore: gallery.hasMore,
              }}
            />
          ) : (
            <p className={styles.empty}>No images available.</p>
          )}
        </div>
      </section>
    </>
  )
}
