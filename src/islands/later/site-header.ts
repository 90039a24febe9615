import { DesktopNav } from '@/components/layout/desktop-nav.client'
import { MobileMenu } from '@/components/layout/mobile-menu.client'
import { SearchSuggest } from '@/components/layout/search-suggest.client'

import { hydrateIslands } from '../hydrate'

// The header's interactive leaves, hydrated together once the visitor reaches for one (entries/site-header.tsx).
hydrateIslands('desktop-nav', DesktopNav)
hydrateIslands('mobile-menu', MobileMenu)
hydrateIslands('search-suggest', SearchSuggest)
