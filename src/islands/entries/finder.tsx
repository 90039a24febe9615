import { ShowMoreLink } from '@/components/programmes/show-more-link.client'

import { hydrateIslands } from '../hydrate'

// The finder's 'Show more programmes' link carries the ticked programmes to the next page.
hydrateIslands('show-more-link', ShowMoreLink)
