import { FilteredList } from '@/components/news-events/filtered-list.client'

import { hydrateIslands } from '../hydrate'

hydrateIslands('filtered-list', FilteredList)
