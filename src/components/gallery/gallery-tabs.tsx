import Link from '@/components/ui/link'

import { pathOf } from '@/lib/routes'

import styles from './gallery.module.css'

/** The gallery's one address; the /gallery twin shows the same page. */
export const GALLERY_PATH = pathOf('gallery')

export const galleryHref = (category: string | null) =>
  category === null ? GALLERY_PATH : `${GALLERY_PATH}?category=${encodeURIComponent(category)}`

/**
 * The category tabs: plain links carrying the category in the address, so they work without
 * JavaScript; 'All' first, then the categories of the data.
 */
export function GalleryTabs({ categories, current }: { categories: string[]; current: string | null }) {
  const tabs: Array<{ label: string; value: string | null }> = [
    { label: 'All', value: null },
    ...categories.map((c) => ({ label: c, value: c })),
  ]
  return (
    <nav aria-label="Gallery categories">
      <ul className={`pill-list ${styles.tabs}`}>
        {tabs.map((t) => (
          <li key={t.label + String(t.value)}>
            <Link
              className="filter-button filter-button--outline"
              href={galleryHref(t.value)}
              scroll={false}
              aria-current={t.value === current ? 'page' : undefined}
            >
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
