/**
 * Rules of the programme comparison: reading the `programmes` and `hostel` parameters, choosing which
 * programmes to show, and the per-year figures (credit units, modules) taken from the running modules.
 * The whole cost it shows is the fee estimate's rule (`programmeCost` in ./fee-estimate).
 */
import { levelRank } from './levels'
import { isValidSlug } from './slug'
import { tuitionTotal, type TuitionRow, type TuitionTotal } from './tuition'

/** At most this many programmes side by side. */
export const MAX_COMPARED = 3
/** At least this many make a comparison. */
export const MIN_COMPARED = 2
/** Pieces of the parameter looked at; anything after is ignored (an odd query string cannot grow the work). */
export const MAX_PIECES = 20
/** A rejected piece is named on the page cut to this many characters. */
export const SHOWN_PIECE_LENGTH = 40

export type ParsedProgrammes = {
  /** Well-formed slugs, lower-cased, first occurrence kept, in the visitor's order. */
  slugs: string[]
  /** Pieces that cannot be slugs, cut to SHOWN_PIECE_LENGTH characters for display, without repeats. */
  malformed: string[]
}

const cut = (piece: string) => (piece.length > SHOWN_PIECE_LENGTH ? `${piece.slice(0, SHOWN_PIECE_LENGTH)}…` : piece)

/**
 * The `programmes` parameter, given once with commas (`a,b,c`) or repeated (`programmes=a&programmes=b`),
 * or both: split on commas, trimmed, empty pieces dropped, lower-cased, duplicates collapsed, each piece
 * checked as a slug.
 */
export function parseProgrammes(value: string | readonly string[] | undefined | null): ParsedProgrammes {
  const values = value === undefined || value === null ? [] : typeof value === 'string' ? [value] : value
  const pieces = values
    .flatMap((v) => (typeof v === 'string' ? v.split(',') : []))
    .map((p) => p.trim())
    .filter((p) => p.length > 0)
    .slice(0, MAX_PIECES)
  const slugs: string[] = []
  const malformed: string[] = []
  for (const piece of pieces) {
    const slug = piece.toLowerCase()
    if (isValidSlug(slug)) {
      if (!slugs.includes(slug)) slugs.push(slug)
    } else {
      const shown = cut(piece)
      if (!malformed.includes(shown)) malformed.push(shown)
    }
  }
  return { slugs, malformed }
}

export type Selection<P> = {
  /** The known programmes to show, at most MAX_COMPARED, in the visitor's order. */
  chosen: P[]
  /** Well-formed slugs no programme has. */
  unknown: string[]
  /** True when more than MAX_COMPARED known programmes were asked for (only the first ones are shown). */
  tooMany: boolean
  /** Known programmes left out by the cap. */
  leftOut: P[]
}

/** Looks the slugs up among the known programmes; unknown ones are named, the rest capped at three. */
export function selectProgrammes<P extends { slug: string }>(
  slugs: readonly string[],
  programmes: readonly P[],
): Selection<P> {
  const known: P[] = []
  const unknown: string[] = []
  for (const slug of slugs) {
    const programme = programmes.find((p) => p.slug === slug)
    if (programme) {
      if (!known.includes(programme)) known.push(programme)
    } else if (!unknown.includes(slug)) unknown.push(slug)
  }
  return {
    chosen: known.slice(0, MAX_COMPARED),
    unknown,
    tooMany: known.length > MAX_COMPARED,
    leftOut: known.slice(MAX_COMPARED),
  }
}

/**
 * The `hostel` parameter of the comparison: whether its whole cost counts a hostel place every year.
 * Yes unless it says 'no' (any case, first value): the whole cost a family plans for, as a shared
 * `?programmes=a,b` address shows it.
 */
export function parseHostelChoice(value: string | readonly string[] | undefined | null): boolean {
  const raw = (Array.isArray(value) ? value[0] : value) as string | undefined | null
  return !(typeof raw === 'string' && raw.trim().toLowerCase() === 'no')
}

/** The canonical value of the parameter for a selection: slugs joined by commas. */
export function programmesParam(slugs: readonly string[]): string {
  return slugs.join(',')
}

export type ModuleLoad = { level: string; creditLoad: number }

/**
 * The level of each year of study, as the programme breakdown counts them: the distinct levels of the
 * running modules in numeric order, year 1 the lowest. A year without modules has no level (null).
 */
export function yearLevels(levels: readonly string[], duration: number): Array<string | null> {
  const distinct = [...new Set(levels)].sort((a, b) => levelRank(a) - levelRank(b) || a.localeCompare(b))
  const years = Math.max(0, Math.floor(duration) || 0)
  return Array.from({ length: years }, (_, i) => distinct[i] ?? null)
}

export type YearLoad = { year: number; level: string | null; creditUnits: number; modules: number }

/** Credit units and module count of each year 1..duration; a year without modules has 0 and level null. */
export function loadByYear(modules: readonly ModuleLoad[], duration: number): YearLoad[] {
  return yearLevels(
    modules.map((m) => m.level),
    duration,
  ).map((level, i) => {
    const ofYear = level === null ? [] : modules.filter((m) => m.level === level)
    return {
      year: i + 1,
      level,
      creditUnits: ofYear.reduce((sum, m) => sum + m.creditLoad, 0),
      modules: ofYear.length,
    }
  })
}

export type ProgrammeFigures = {
  total: TuitionTotal
  years: YearLoad[]
  /** Every running module of the programme, whatever its level. */
  moduleCount: number
}

/** The figures of one column: total tuition by the tuition rule, load per year, number of modules. */
export function programmeFigures(
  rows: readonly TuitionRow[],
  modules: readonly ModuleLoad[],
  duration: number,
): ProgrammeFigures {
  return { total: tuitionTotal(rows, duration), years: loadByYear(modules, duration), moduleCount: modules.length }
}
