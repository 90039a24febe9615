import { FilteredList } from '@/components/news-events/filtered-list.client'

import { hydrateIslands } from '../hydrate'

// The news and events lists, hydrated once the visitor reaches for one (entries/lists.tsx).
hydrateIslands('filtered-list', FilteredList)
