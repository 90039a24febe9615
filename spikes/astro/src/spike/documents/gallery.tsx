// The gallery's body, as /work/main/src/pages/resources/gallery.tsx renders it (the head is the layout's).
import { SiteFrame } from '@/components/layout/site-frame'
import type { SiteView } from '@/content/site'
import { GalleryPage } from '@/components/gallery/gallery-page'
import type { GalleryPageView } from '@/content/gallery-page'

export function GalleryDocument({ site, gallery, pathname }: { site: SiteView; gallery: GalleryPageView; pathname: string }) {
  return (
    <SiteFrame site={site} documentPage={{ pathname }}>
      <GalleryPage gallery={gallery} />
    </SiteFrame>
  )
}
