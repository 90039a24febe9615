import { ProgrammeSearch } from '@/components/faculties/programme-search.client'

import { hydrateIslands } from '../hydrate'

hydrateIslands('programme-search', ProgrammeSearch)
