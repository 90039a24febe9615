import { CampusVideo } from '@/components/home/campus-video.client'
import { CultureScroller } from '@/components/home/culture-scroller.client'
import { HeroSlider } from '@/components/home/hero-slider.client'

import { hydrateIslands } from '../hydrate'

// The home page's slider, culture row and campus video, hydrated together (entries/home.tsx).
hydrateIslands('hero-slider', HeroSlider)
hydrateIslands('culture-scroller', CultureScroller)
hydrateIslands('campus-video', CampusVideo)
