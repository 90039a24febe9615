import { StepsToggle } from '@/components/process/steps-toggle.client'

import { hydrateIslands } from '../hydrate'

// The application steps' before/after toggle, hydrated once the visitor reaches for it (entries/process.tsx).
hydrateIslands('steps-toggle', StepsToggle)
