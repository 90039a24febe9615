/**
 * Entry requirements and the eligibility rule: which programmes an applicant's O'level (WAEC, NECO,
 * NABTEB) credits, UTME subjects and UTME score qualify them for.
 *
 * The rule, in words:
 * - O'level: a credit (A1 to C6) in English Language and in Mathematics always, a credit at the
 *   programme's minimum grade in each of its own subjects (a row may accept any one of several
 *   subjects, or ask for a number of them: "two credits among …"; one result counts for one row
 *   only), and at least the programme's number of credits (five or more) in all.
 * - UTME: JAMB's UTME is Use of English plus exactly three subjects; any other number of subjects is
 *   not a UTME, and nothing is checked (see utmeChoiceProblem).
 * - UTME (undergraduate programmes only): one of the three subjects for each row of the programme's
 *   combination (an empty row accepts any subject), and, when the applicant gives a score, at least
 *   the programme's minimum score. Without a score the score is not checked.
 * - Qualifies: nothing is missing.
 * - Nearly qualifies: exactly one thing is missing, and it is one of: one O'level credit in a
 *   programme subject (not English Language or Mathematics), one more credit in any subject, one
 *   UTME subject, or a UTME score at most NEARLY_SCORE_MARGIN points short.
 * - Otherwise: not yet (every missing thing is listed).
 */

export const GRADES = ['A1', 'B2', 'B3', 'C4', 'C5', 'C6', 'D7', 'E8', 'F9'] as const
export type Grade = (typeof GRADES)[number]

/** Grades that are a credit: A1 to C6. D7 and E8 are passes, F9 a fail. */
export const CREDIT_GRADES = ['A1', 'B2', 'B3', 'C4', 'C5', 'C6'] as const satisfies readonly Grade[]
export type CreditGrade = (typeof CREDIT_GRADES)[number]

/** What a ticked "passed with credit" box counts as: the lowest credit. */
export const DEFAULT_CREDIT: CreditGrade = 'C6'

export function isGrade(value: unknown): value is Grade {
  return typeof value === 'string' && (GRADES as readonly string[]).includes(value)
}

export function isCredit(grade: Grade): boolean {
  return (CREDIT_GRADES as readonly string[]).includes(grade)
}

/** Whether `grade` is `minimum` or better (A1 is the best grade). */
export function meetsGrade(grade: Grade, minimum: Grade): boolean {
  return GRADES.indexOf(grade) <= GRADES.indexOf(minimum)
}

export type Subject = { id: string; name: string; olevel: boolean; utme: boolean }

const s = (id: string, name: string, olevel = true, utme = true): Subject => ({ id, name, olevel, utme })

/** Subjects of the senior school certificate (O'level) and of the UTME, as WAEC, NECO and JAMB name them. */
export const SUBJECTS: readonly Subject[] = [
  s('english-language', 'English Language', true, false),
  s('use-of-english', 'Use of English', false, true),
  s('mathematics', 'Mathematics'),
  s('further-mathematics', 'Further Mathematics'),
  s('physics', 'Physics'),
  s('chemistry', 'Chemistry'),
  s('biology', 'Biology'),
  s('agricultural-science', 'Agricultural Science'),
  s('geography', 'Geography'),
  s('technical-drawing', 'Technical Drawing'),
  s('computer-studies', 'Computer Studies'),
  s('data-processing', 'Data Processing', true, false),
  s('economics', 'Economics'),
  s('commerce', 'Commerce'),
  s('financial-accounting', 'Financial Accounting (Principles of Accounts)'),
  s('government', 'Government'),
  s('civic-education', 'Civic Education', true, false),
  s('history', 'History'),
  s('literature-in-english', 'Literature in English'),
  s('christian-religious-studies', 'Christian Religious Studies'),
  s('islamic-studies', 'Islamic Studies'),
  s('french', 'French'),
  s('igbo', 'Igbo'),
  s('yoruba', 'Yoruba'),
  s('hausa', 'Hausa'),
  s('fine-art', 'Fine Art'),
]

export const ENGLISH = 'english-language'
export const MATHEMATICS = 'mathematics'
export const USE_OF_ENGLISH = 'use-of-english'

/** English Language and Mathematics: every programme needs a credit in both. */
export const MANDATORY_OLEVEL: readonly string[] = [ENGLISH, MATHEMATICS]

export const OLEVEL_SUBJECTS = SUBJECTS.filter((x) => x.olevel)
/** UTME subjects an applicant chooses (Use of English is taken by everybody and not chosen). */
export const UTME_SUBJECTS = SUBJECTS.filter((x) => x.utme && x.id !== USE_OF_ENGLISH)

const NAMES = new Map(SUBJECTS.map((x) => [x.id, x.name]))
/** A subject's name; an unknown id as it is. */
export const subjectName = (id: string): string => NAMES.get(id) ?? id

/** "Physics", "Biology or Agricultural Science", "Economics, Government or History"; empty: "Any other subject". */
export function anyOfText(ids: readonly string[]): string {
  const names = ids.map(subjectName)
  if (names.length === 0) return 'Any other subject'
  if (names.length === 1) return names[0]
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`
}

/** Classes of a first degree, best first (what a postgraduate programme asks for). */
export const DEGREE_CLASSES = [
  { label: 'First Class', value: 'first' },
  { label: 'Second Class Upper (2:1)', value: 'second-upper' },
  { label: 'Second Class Lower (2:2)', value: 'second-lower' },
  { label: 'Third Class', value: 'third' },
  { label: 'Pass', value: 'pass' },
] as const

/** A degree class's label ('Second Class Lower (2:2)'); null for an unknown or empty value. */
export function degreeClassLabel(value: string | null | undefined): string | null {
  return DEGREE_CLASSES.find((c) => c.value === value)?.label ?? null
}

/** The lowest minimum UTME score JAMB allows universities to set, and the highest possible score. */
export const UTME_SCORE_MIN = 140
export const UTME_SCORE_MAX = 400
/** A score at most this many points under the minimum "nearly" qualifies. */
export const NEARLY_SCORE_MARGIN = 20
/** Every programme asks for at least five O'level credits. */
export const MIN_CREDITS = 5

export type EntryRequirements = {
  /** O'level credits needed in all (five or more). */
  olevelCredits: number
  /**
   * The programme's own O'level subjects beside English Language and Mathematics, a credit in any one
   * of `anyOf` a row. Rows naming the same subjects at the same grade ask for as many credits among
   * them, each in a different subject: two such rows are "two credits among …".
   */
  olevelSubjects: ReadonlyArray<{ anyOf: readonly string[]; minimumGrade: CreditGrade }>
  /** The UTME combination beside Use of English: one subject per row; an empty row is any subject. */
  utmeSubjects: ReadonlyArray<{ anyOf: readonly string[] }>
  /** Minimum UTME score; null when the programme takes no UTME (foundation and postgraduate). */
  utmeMinimumScore: number | null
}

export type Applicant = {
  /** O'level results by subject id. */
  olevel: ReadonlyMap<string, Grade>
  /** UTME subjects (Use of English is implied). */
  utme: readonly string[]
  /** UTME score, when given. */
  score: number | null
}

export type Gap =
  | {
      kind: 'olevel-subject'
      anyOf: string[]
      minimumGrade: CreditGrade
      mandatory: boolean
      /** Credits still needed from this row (one unless the row asks for several). */
      count: number
      /** The row's subjects the applicant already counts towards it. */
      have: string[]
    }
  | { kind: 'olevel-credits'; count: number }
  | { kind: 'utme-subject'; anyOf: string[] }
  | { kind: 'utme-score'; minimum: number; short: number }

export type EligibilityStatus = 'qualifies' | 'nearly' | 'not-yet'

export type Verdict = {
  status: EligibilityStatus
  gaps: Gap[]
  /** The programme asks for a UTME score the applicant did not give. */
  scoreUnchecked: boolean
}

const sameSubjects = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id))

/** The O'level rows a programme needs: English Language and Mathematics first, then its own subjects. */
export function olevelRows(req: Pick<EntryRequirements, 'olevelSubjects'>): Array<{
  anyOf: string[]
  minimumGrade: CreditGrade
  mandatory: boolean
  count: number
}> {
  const rows = MANDATORY_OLEVEL.map((id) => ({
    anyOf: [id],
    minimumGrade: DEFAULT_CREDIT as CreditGrade,
    mandatory: true,
    count: 1,
  }))
  for (const row of req.olevelSubjects) {
    const anyOf = [...new Set(row.anyOf)]
    // A row naming only English Language or Mathematics sets a stricter grade for it instead of adding a row.
    const same = anyOf.length === 1 ? rows.find((r) => r.mandatory && r.anyOf[0] === anyOf[0]) : undefined
    // A row repeating another's subjects and grade asks for one more credit among them.
    const repeated = rows.find(
      (r) => !r.mandatory && r.minimumGrade === row.minimumGrade && sameSubjects(r.anyOf, anyOf),
    )
    if (same) {
      if (meetsGrade(row.minimumGrade, same.minimumGrade)) same.minimumGrade = row.minimumGrade
    } else if (repeated) {
      repeated.count += 1
    } else {
      rows.push({ anyOf, minimumGrade: row.minimumGrade, mandatory: false, count: 1 })
    }
  }
  return rows
}

/**
 * Which slots stay unfilled when each slot takes one distinct item it accepts (a maximum matching,
 * found by augmenting paths). `accepts(slot, item)` says whether an item fits a slot.
 */
function unmatchedSlots<Slot>(
  slots: readonly Slot[],
  items: readonly string[],
  accepts: (slot: Slot, item: string) => boolean,
  width: (slot: Slot) => number,
): { missing: number[]; owner: Map<string, number> } {
  const owner = new Map<string, number>()
  const tryAssign = (slot: number, seen: Set<string>): boolean => {
    for (const item of items) {
      if (seen.has(item) || !accepts(slots[slot], item)) continue
      seen.add(item)
      const current = owner.get(item)
      if (current === undefined || tryAssign(current, seen)) {
        owner.set(item, slot)
        return true
      }
    }
    return false
  }
  const missing: number[] = []
  // The narrowest slots first, so that what is left unfilled is the most flexible one
  // ("Biology or Chemistry" rather than "Biology" when the applicant has Biology).
  const order = slots.map((_, i) => i).sort((a, b) => width(slots[a]) - width(slots[b]) || a - b)
  for (const i of order) {
    if (!tryAssign(i, new Set())) missing.push(i)
  }
  return { missing: missing.sort((a, b) => a - b), owner }
}

/** What an applicant still lacks for one programme, and whether they qualify, nearly qualify or not yet. */
export function checkEligibility(req: EntryRequirements, applicant: Applicant): Verdict {
  const gaps: Gap[] = []

  // O'level: the named subjects, each from a distinct result at the row's grade or better; a row
  // asking for several credits is as many slots.
  const rows = olevelRows(req)
  const slots = rows.flatMap((row, index) => Array.from({ length: row.count }, () => ({ ...row, index })))
  const results = [...applicant.olevel.entries()]
  const credits = results.filter(([, g]) => isCredit(g)).map(([id]) => id)
  const { missing: missingSlots, owner } = unmatchedSlots(
    slots,
    credits,
    (row, id) => {
      const grade = applicant.olevel.get(id)
      return row.anyOf.includes(id) && grade !== undefined && meetsGrade(grade, row.minimumGrade)
    },
    (row) => row.anyOf.length,
  )
  rows.forEach((row, index) => {
    const count = missingSlots.filter((i) => slots[i].index === index).length
    if (count === 0) return
    const have = [...owner.entries()].filter(([, slot]) => slots[slot].index === index).map(([id]) => id)
    const { anyOf, minimumGrade, mandatory } = row
    gaps.push({ kind: 'olevel-subject', anyOf: [...anyOf], minimumGrade, mandatory, count, have })
  })
  // Credits in all: a missing named subject, once gained, is a credit too.
  const needed = Math.max(MIN_CREDITS, Math.floor(req.olevelCredits) || 0)
  const moreCredits = needed - credits.length - missingSlots.length
  if (moreCredits > 0) gaps.push({ kind: 'olevel-credits', count: moreCredits })

  // UTME, for programmes that take it.
  let scoreUnchecked = false
  if (req.utmeMinimumScore !== null) {
    const chosen = [...new Set(applicant.utme)].filter((id) => id !== USE_OF_ENGLISH)
    const slots = req.utmeSubjects.map((r) => [...new Set(r.anyOf)])
    const { missing } = unmatchedSlots(
      slots,
      chosen,
      (anyOf, id) => anyOf.length === 0 || anyOf.includes(id),
      (anyOf) => (anyOf.length === 0 ? Number.MAX_SAFE_INTEGER : anyOf.length),
    )
    for (const i of missing) {
      gaps.push({ kind: 'utme-subject', anyOf: slots[i] })
    }
    if (applicant.score === null) scoreUnchecked = true
    else if (applicant.score < req.utmeMinimumScore) {
      gaps.push({ kind: 'utme-score', minimum: req.utmeMinimumScore, short: req.utmeMinimumScore - applicant.score })
    }
  }

  return { status: statusOf(gaps), gaps, scoreUnchecked }
}

function statusOf(gaps: readonly Gap[]): EligibilityStatus {
  if (gaps.length === 0) return 'qualifies'
  if (gaps.length > 1) return 'not-yet'
  const [gap] = gaps
  switch (gap.kind) {
    case 'olevel-subject':
      return gap.mandatory || gap.count > 1 ? 'not-yet' : 'nearly'
    case 'olevel-credits':
      return gap.count === 1 ? 'nearly' : 'not-yet'
    case 'utme-subject':
      return 'nearly'
    case 'utme-score':
      return gap.short <= NEARLY_SCORE_MARGIN ? 'nearly' : 'not-yet'
  }
}

/** One missing thing in words: "A credit (C6 or better) in Physics", "A UTME score of at least 200 (you are 12 short)". */
export function gapText(gap: Gap): string {
  switch (gap.kind) {
    case 'olevel-subject': {
      if (gap.have.length === 0 && gap.count === 1)
        return `An O'level credit (${gap.minimumGrade} or better) in ${anyOfText(gap.anyOf)}`
      // A row of several credits: what is still needed, among the subjects not yet counted.
      const others = gap.anyOf.filter((id) => !gap.have.includes(id))
      const more = gap.have.length ? ' more' : ''
      const credits = gap.count === 1 ? `One${more} O'level credit` : `${gap.count}${more} O'level credits`
      return `${credits} (${gap.minimumGrade} or better) among ${anyOfText(others)}`
    }
    case 'olevel-credits':
      return `${gap.count} more O'level credit${gap.count === 1 ? '' : 's'} in any subject`
    case 'utme-subject':
      return gap.anyOf.length === 0 ? 'One more UTME subject' : `${anyOfText(gap.anyOf)} in your UTME`
    case 'utme-score':
      return `A UTME score of at least ${gap.minimum} (yours is ${gap.short} short)`
  }
}

// ---- the checker's choices, read from the address (anything odd is ignored) ----

export type ParamValue = string | string[] | undefined

const valuesOf = (value: ParamValue): string[] =>
  value === undefined ? [] : (Array.isArray(value) ? value : [value]).filter((v) => typeof v === 'string')

/** Values longer than this are not a subject id and are skipped unread. */
const MAX_VALUE_LENGTH = 60
const OLEVEL_IDS = new Set(OLEVEL_SUBJECTS.map((x) => x.id))
const UTME_IDS = new Set(UTME_SUBJECTS.map((x) => x.id))

/**
 * O'level results from `olevel` values: a subject id (a credit, counted as C6) or `id:grade`
 * (`physics:B3`). Unknown subjects and grades are ignored; a repeated subject keeps its best grade.
 */
export function parseOlevel(value: ParamValue): Map<string, Grade> {
  const results = new Map<string, Grade>()
  for (const raw of valuesOf(value)) {
    if (raw.length > MAX_VALUE_LENGTH) continue
    const [idPart, gradePart, ...rest] = raw.trim().toLowerCase().split(':')
    if (rest.length > 0 || !OLEVEL_IDS.has(idPart)) continue
    const grade = gradePart === undefined ? DEFAULT_CREDIT : gradePart.toUpperCase()
    if (!isGrade(grade)) continue
    const before = results.get(idPart)
    if (!before || meetsGrade(grade, before)) results.set(idPart, grade)
  }
  return results
}

/** UTME subjects from `utme` values: known ids only, each once, in the order given (Use of English is implied). */
export function parseUtme(value: ParamValue): string[] {
  const ids = valuesOf(value)
    .filter((raw) => raw.length <= MAX_VALUE_LENGTH)
    .map((raw) => raw.trim().toLowerCase())
    .filter((id) => UTME_IDS.has(id))
  return [...new Set(ids)]
}

/** The first value that is a whole UTME score (0 to 400); null when none is. */
export function parseScore(value: ParamValue): number | null {
  for (const raw of valuesOf(value)) {
    const text = raw.trim()
    if (!/^\d{1,3}$/.test(text)) continue
    const score = Number(text)
    if (score <= UTME_SCORE_MAX) return score
  }
  return null
}

export function parseApplicant(params: Record<string, ParamValue>): Applicant {
  return { olevel: parseOlevel(params.olevel), utme: parseUtme(params.utme), score: parseScore(params.score) }
}

/** How many subjects the UTME has besides Use of English (JAMB). */
export const UTME_CHOSEN_COUNT = 3

/**
 * Why the applicant's UTME subjects cannot be checked: JAMB's UTME is Use of English plus exactly
 * three subjects, so fewer or more is not a UTME one can sit. Null when there are exactly three.
 */
export function utmeChoiceProblem(applicant: Pick<Applicant, 'utme'>): string | null {
  const n = new Set(applicant.utme.filter((id) => id !== USE_OF_ENGLISH)).size
  if (n === UTME_CHOSEN_COUNT) return null
  const ticked = n === 0 ? 'You ticked no UTME subject' : `You ticked ${n} UTME subject${n === 1 ? '' : 's'}`
  return `${ticked} besides Use of English. The UTME is Use of English and exactly ${UTME_CHOSEN_COUNT} other subjects: tick the ${UTME_CHOSEN_COUNT} you sat or will sit to see the programmes open to you.`
}

/** Whether the applicant has chosen anything to check. */
export function hasChoices(applicant: Applicant): boolean {
  return applicant.olevel.size > 0 || applicant.utme.length > 0 || applicant.score !== null
}
