import { Countdown } from '@/components/news-events/countdown.client'
import { ShareLink } from '@/components/news-events/share-link.client'

import { hydrateIslands } from '../hydrate'

// A story's or an event's page: the countdown to an event still to come, and the share link where
// the site's public address is not set (the page's own address is known only in the browser then).
hydrateIslands('countdown', Countdown)
hydrateIslands('share-link', ShareLink)
