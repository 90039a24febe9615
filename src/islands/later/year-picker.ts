import { YearButtons } from '@/components/tuition/year-buttons'

import { hydrateIslands } from '../hydrate'

// A breakdown's year buttons, hydrated once the visitor reaches for them (entries/year-picker.tsx).
hydrateIslands('year-picker', YearButtons)
