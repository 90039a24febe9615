import { StepsToggle } from '@/components/process/steps-toggle.client'

import { hydrateIslands } from '../hydrate'

hydrateIslands('steps-toggle', StepsToggle)
