import { TuitionTable } from '@/components/tuition/tuition-table.client'

import { hydrateIslands } from '../hydrate'

// The tuition table's tabs and search, hydrated once the visitor reaches for the table (entries/tuition.tsx).
hydrateIslands('tuition-table', TuitionTable)
