import { GalleryViewer } from '@/components/gallery/gallery-viewer.client'

import { hydrateIslands } from '../hydrate'

// The gallery's sliders and lightbox, hydrated once the visitor reaches for them (entries/gallery.tsx).
hydrateIslands('gallery-viewer', GalleryViewer)
