import { TuitionTable } from '@/components/tuition/tuition-table.client'

import { hydrateIslands } from '../hydrate'

hydrateIslands('tuition-table', TuitionTable)
