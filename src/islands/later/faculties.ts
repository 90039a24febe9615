import { FacultySearch } from '@/components/faculties/faculty-search.client'

import { hydrateIslands } from '../hydrate'

// The faculties' name search, hydrated once the visitor reaches for it (entries/faculties.tsx).
hydrateIslands('faculty-search', FacultySearch)
