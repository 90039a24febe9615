import { FacultySearch } from '@/components/faculties/faculty-search.client'

import { hydrateIslands } from '../hydrate'

hydrateIslands('faculty-search', FacultySearch)
