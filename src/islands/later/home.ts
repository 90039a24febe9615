import { CampusVideo } from '@/components/home/campus-video.client'
import { CultureScroller } from '@/components/home/culture-scroller.client'

import { hydrateIslands } from '../hydrate'

// The home page's culture row and campus video, hydrated together (entries/home.tsx).
hydrateIslands('culture-scroller', CultureScroller)
hydrateIslands('campus-video', CampusVideo)
