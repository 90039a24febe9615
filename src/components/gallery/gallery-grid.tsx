import { Picture } from '@/components/ui/picture'
import type { GalleryGridView } from '@/content/gallery-page'
import { galleryPageHref } from '@/lib/gallery-list'

import styles from './gallery.module.css'

/**
 * Six across from 960 px (one row), three below, a phone included: small thumbnails, so a page of them
 * weighs less than the sliders' first screen (docs/site.md#gallery has the figures).
 */
const GRID_SIZES = '(min-width: 1280px) 190px, (min-width: 960px) 15vw, 31vw'

/**
 * The gallery where no script runs (scripting off, data-light mode): one page of a few thumbnails,
 * each a link to its large picture, and links to the pages before and after. Where script runs it
 * stays hidden (`script-hidden`), so its lazy pictures are never fetched and the sliders show instead.
 */
export function GalleryGrid({ grid, category }: { grid: GalleryGridView; category: string | null }) {
  const { items, total, page, pageCount, start } = grid
  return (
    <div className="script-hidden">
      <div className={styles.gridBlock}>
        <p className={styles.count} id="gallery-grid-count" data-testid="gallery-grid-count">
          Images {start + 1}&ndash;{start + items.length} of {total}
        </p>
        <ul className={styles.grid} aria-labelledby="gallery-grid-count">
          {items.map((item) => {
            const href = item.large?.url ?? item.thumb?.url ?? null
            const body = (
              <>
                <span className={styles.frame}>
                  {item.thumb ? (
                    <Picture src={item.thumb.url} alt="" fill sizes={GRID_SIZES} />
                  ) : (
                    <span className={styles.missing}>No image available</span>
                  )}
                </span>
                <span className={styles.caption}>{item.title}</span>
              </>
            )
            return (
              <li key={item.id} className={styles.item}>
                {href ? (
                  <a href={href} className={styles.open}>
                    {body}
                  </a>
                ) : (
                  <span className={styles.open}>{body}</span>
                )}
                {item.subCategory ? <span className={styles.sub}>{item.subCategory}</span> : null}
              </li>
            )
          })}
        </ul>
        {pageCount > 1 ? <GridPager category={category} page={page} pageCount={pageCount} /> : null}
      </div>
    </div>
  )
}

function GridPager({ category, page, pageCount }: { category: string | null; page: number; pageCount: number }) {
  return (
    <nav className={styles.pager} aria-label="Gallery pages">
      {page > 1 ? (
        <a className="button button--ghost" rel="prev" href={galleryPageHref(category, page - 1)}>
          Previous images
        </a>
      ) : (
        <span />
      )}
      <p className={styles.pageOf}>
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <a className="button button--ghost" rel="next" href={galleryPageHref(category, page + 1)}>
          Next images
        </a>
      ) : (
        <span />
      )}
    </nav>
  )
}
