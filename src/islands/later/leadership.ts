import { StaffDirectory } from '@/components/people/staff-directory.client'

import { hydrateIslands } from '../hydrate'

// The leadership and staff directory, hydrated once the visitor reaches for it (entries/leadership.tsx).
hydrateIslands('staff-directory', StaffDirectory)
