import { PortalDirectory } from '@/components/portals/portal-directory.client'

import { hydrateIslands } from '../hydrate'

hydrateIslands('portal-directory', PortalDirectory)
