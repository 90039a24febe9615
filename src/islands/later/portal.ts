import { PortalDirectory } from '@/components/portals/portal-directory.client'

import { hydrateIslands } from '../hydrate'

// The portal directory, hydrated once the visitor reaches for it (entries/portal.tsx).
hydrateIslands('portal-directory', PortalDirectory)
