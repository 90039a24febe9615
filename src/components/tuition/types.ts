import type { ProgrammeType } from '@/lib/programme-finder'

/** One audience's tuition in a row: the total and the cost of a year (or the range across years). */
export type TuitionAmounts = { total: string; perYear: string | null }

/** One row of the tuition table, computed on the server. */
export type TuitionTableRow = {
  code: string
  name: string
  degree: string
  type: ProgrammeType
  duration: string
  /** Nigerian students, in naira. */
  local: TuitionAmounts
  /** International students, in US dollars. */
  intl: TuitionAmounts
}
