import { SearchSuggest } from '@/components/layout/search-suggest.client'

import { hydrateIslands } from '../hydrate'

// The header search's suggestions, hydrated once the visitor reaches for the search box (entries/site-header.tsx).
hydrateIslands('search-suggest', SearchSuggest)
