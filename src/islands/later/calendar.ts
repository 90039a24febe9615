import { CalendarGrid } from '@/components/calendar/calendar-grid.client'

import { hydrateIslands } from '../hydrate'

// The month grid, hydrated once the visitor reaches for it (entries/calendar.tsx).
hydrateIslands('calendar-grid', CalendarGrid)
