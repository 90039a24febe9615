import { ShareLink } from '@/components/news-events/share-link.client'

import { hydrateIslands } from '../hydrate'

// A story's or an event's share link where the site's public address is not set (entries/detail.tsx).
hydrateIslands('share-link', ShareLink)
