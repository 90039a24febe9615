import { DesktopNav } from '@/components/layout/desktop-nav.client'
import { MobileMenu } from '@/components/layout/mobile-menu.client'
import { SearchSuggest } from '@/components/layout/search-suggest.client'

import { hydrateIslands } from '../hydrate'

// The header's interactive leaves, on every document page: one script for the three.
hydrateIslands('desktop-nav', DesktopNav)
hydrateIslands('mobile-menu', MobileMenu)
hydrateIslands('search-suggest', SearchSuggest)
