import { ProgrammeSearch } from '@/components/faculties/programme-search.client'

import { hydrateIslands } from '../hydrate'

// A faculty's programme search, hydrated once the visitor reaches for it (entries/faculty.tsx).
hydrateIslands('programme-search', ProgrammeSearch)
