import { YearButtons } from '@/components/tuition/year-buttons'

import { hydrateIslands } from '../hydrate'

hydrateIslands('year-picker', YearButtons)
