import type { ApplicationType } from '@/content/views'

/** One row of the tuition table, computed on the server. */
export type TuitionTableRow = {
  code: string
  name: string
  degree: string
  type: ApplicationType
  duration: string
  local: string
  intl: string
}
