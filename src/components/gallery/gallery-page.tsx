import { DocumentFrame } from '@/components/layout/document-frame'
import type { PageMeta } from '@/components/layout/page-head'
import { HeroBanner } from '@/components/ui/hero-banner'
import type { DocumentBase } from '@/content/document'
import type { GalleryPageView } from '@/content/gallery-page'
import { Island } from '@/islands/island'

import styles from './gallery.module.css'
import { GalleryGrid } from './gallery-grid'
import { GALLERY_PATH, GalleryTabs } from './gallery-tabs'
import { GalleryViewer } from './gallery-viewer.client'
import { toViewerList } from './viewer-items'

/**
 * The gallery: category tabs and page (in the address), two wrapping sliders, a lightbox, and
 * 'Show more' for the next images of the tab; the sliders and the lightbox are one island. Where no
 * script will run (scripting off, data-light mode) the island takes no room (`script-only`) and a
 * plain paged grid of a few thumbnails shows instead, so such a visit loads a handful of pictures.
 */
export function GalleryPage({ gallery }: { gallery: GalleryPageView }) {
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
            <>
              <div className="script-only">
                <Island
                  name="gallery-viewer"
                  component={GalleryViewer}
                  props={{ category: gallery.category, list: toViewerList(gallery) }}
                />
              </div>
              <GalleryGrid grid={gallery.grid} category={gallery.category} />
            </>
          ) : (
            <p className={styles.empty}>No images available.</p>
          )}
        </div>
      </section>
    </>
  )
}

/** The head of the gallery, at either of its addresses. */
export const galleryMeta = (gallery: GalleryPageView): PageMeta & { canonical: string } => ({
  title: gallery.title,
  description: gallery.intro ?? 'Photographs of the campus, events, sports and student life at the university.',
  // Both gallery addresses show this page; the one in the navigation is canonical.
  canonical: GALLERY_PATH,
})

/** The gallery as a whole document (its page hands its props through). */
export function GalleryDocument({ site, siteUrl, gallery }: DocumentBase & { gallery: GalleryPageView }) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={galleryMeta(gallery)}>
      <GalleryPage gallery={gallery} />
    </DocumentFrame>
  )
}
