import { StaffDirectory } from '@/components/people/staff-directory.client'

import { hydrateIslands } from '../hydrate'

hydrateIslands('staff-directory', StaffDirectory)
