import { GalleryViewer } from '@/components/gallery/gallery-viewer.client'

import { hydrateIslands } from '../hydrate'

hydrateIslands('gallery-viewer', GalleryViewer)
