import { CalendarGrid } from '@/components/calendar/calendar-grid.client'

import { hydrateIslands } from '../hydrate'

hydrateIslands('calendar-grid', CalendarGrid)
