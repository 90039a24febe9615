/**
 * The rules of the content audit (tests/int/content-audit.int.test.ts): pure checks that the demo
 * content, and anything the web team writes after it, does not contradict itself. Each rule is
 * general; none of them lists the sentences it was written against. See docs/data-model.md#content-audit.
 */

// ---------------------------------------------------------------- years of study

const WORD_YEARS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
}

/** The shortest undergraduate degree: a "final-year" student is at least in this year. */
export const SHORTEST_DEGREE_YEARS = 4

export type YearClaim = { year: number; phrase: string; directEntry: boolean }

/**
 * Every claim about undergraduates' year of study in a text: "final-year", "fourth-year",
 * "third year", "300 level", "300L", "year 3". A final year is taken as the shortest degree's last
 * year. A claim is Direct Entry when its sentence says so ("Direct Entry students in 300 level").
 */
export function yearOfStudyClaims(text: string): YearClaim[] {
  const claims: YearClaim[] = []
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const directEntry = /\bdirect[- ]entry\b/i.test(sentence)
    const add = (year: number, phrase: string) => claims.push({ year, phrase, directEntry })
    for (const m of sentence.matchAll(/\b(final|first|second|third|fourth|fifth|sixth)[- ]year\b/gi)) {
      const word = (m[1] as string).toLowerCase()
      add(word === 'final' ? SHORTEST_DEGREE_YEARS : (WORD_YEARS[word] as number), m[0])
    }
    for (const m of sentence.matchAll(/\b([1-6])00[- ]?(?:level\b|L\b)/gi)) add(Number(m[1]), m[0])
    for (const m of sentence.matchAll(/\byear ([1-6])\b/gi)) add(Number(m[1]), m[0])
  }
  return claims
}

/**
 * The most senior year of study that exists in the session starting in `sessionStartYear`, for
 * a university whose first students were admitted in `firstIntakeYear` (at the start of that
 * year's session). Students admitted through UTME start in 100 level, so in the n-th session the
 * most senior are in year n; Direct Entry students start in 200 level, one year ahead.
 */
export function seniorYearOfStudy(firstIntakeYear: number, sessionStartYear: number, directEntry: boolean): number {
  const sessions = sessionStartYear - firstIntakeYear + 1
  if (sessions < 1) return 0
  return sessions + (directEntry ? 1 : 0)
}

/** The claims of a text that no student could yet make. */
export function impossibleYearClaims(text: string, firstIntakeYear: number, sessionStartYear: number): YearClaim[] {
  return yearOfStudyClaims(text).filter(
    (c) => c.year > seniorYearOfStudy(firstIntakeYear, sessionStartYear, c.directEntry),
  )
}

/**
 * Whether any undergraduate class could have graduated by the session starting in
 * `sessionStartYear`: the first UTME intake needs the shortest degree's years, and graduates
 * at the end of its last session (Direct Entry students, one year sooner, are too few to report on).
 */
export function hasGraduates(firstIntakeYear: number, sessionStartYear: number): boolean {
  return sessionStartYear >= firstIntakeYear + SHORTEST_DEGREE_YEARS
}

/** A statistic or text about what graduates did: employment, alumni, graduation rates. */
export const GRADUATE_OUTCOME =
  /\b(graduate (employment|employability|outcomes?|salar(y|ies))|employ(ed|ment) (rate|after)|alumni|graduation rate)\b/i

/**
 * The year of the first intake, from the about page's timeline: the entry that tells of the first
 * students, or of admissions.
 */
export function firstIntakeYear(timeline: Array<{ year: string; title: string; text: string }>): number | null {
  const entry =
    timeline.find((t) => /\bfirst (students|intake|cohort|class)\b/i.test(`${t.title} ${t.text}`)) ??
    timeline.find((t) => /\badmissions?\b/i.test(t.title))
  const year = entry ? Number.parseInt(entry.year, 10) : Number.NaN
  return Number.isFinite(year) ? year : null
}

// ---------------------------------------------------------------- counts

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
]

/** A number written as digits ("18", "1,200") or as a word up to twenty. */
export function parseCount(word: string): number | null {
  const w = word.toLowerCase().replace(/,/g, '')
  if (/^\d+$/.test(w)) return Number(w)
  const i = NUMBER_WORDS.indexOf(w)
  return i >= 0 ? i : null
}

export type CountClaim = { thing: string; count: number; atLeast: boolean; phrase: string }

/**
 * The counts a text claims of the things the site lists: "+18 centres of excellence", "6 faculties";
 * "forty-one programmes" is not read (write numbers above twenty in digits), nor a range or a share
 * ("two or three programmes", "up to six", "one of four"). `things` maps a name
 * (a regular expression source, e.g. 'centres? of excellence') to the key it is reported under.
 */
export function countClaims(text: string, things: Record<string, string>): CountClaim[] {
  const out: CountClaim[] = []
  for (const [pattern, thing] of Object.entries(things)) {
    // Not a range or a share: "two or three programmes", "up to six faculties", "one of four centres".
    const re = new RegExp(
      `(?<!\\b(?:or|to|than|of|any|per|each)\\s)(\\+)?\\b(\\d[\\d,]*|${NUMBER_WORDS.join('|')})(\\+)?\\s+(?:${pattern})\\b`,
      'gi',
    )
    for (const m of text.matchAll(re)) {
      const count = parseCount(m[2] as string)
      if (count === null) continue
      out.push({ thing, count, atLeast: Boolean(m[1] || m[3]), phrase: m[0] })
    }
  }
  return out
}

/**
 * A statistic's figure ("6", "40+", "+18", "94%") read against the count of its list: a plain number
 * must equal it, "N+" must not exceed it. Percentages and other figures are not counts (null).
 */
export function figureMatches(value: string, count: number): boolean | null {
  const m = /^\s*(\+)?(\d[\d,]*)(\+)?\s*$/.exec(value)
  if (!m) return null
  const n = Number((m[2] as string).replace(/,/g, ''))
  return m[1] || m[3] ? n <= count : n === count
}

// ---------------------------------------------------------------- halls

/** The halls a text names: "Adiaha Hall", "Obong Hall of Residence". */
export function hallsNamed(text: string): string[] {
  return [...new Set([...text.matchAll(/\b([A-Z][A-Za-z’']+) Hall\b/g)].map((m) => `${m[1]} Hall`))]
}

export type OrdinalClaim = { ordinal: number; gender: 'Male' | 'Female' | null; phrase: string }

/** Claims such as "the second hall of residence for women", "its third hostel", "first hall for men". */
export function hallOrdinalClaims(text: string): OrdinalClaim[] {
  const re =
    /\b(first|second|third|fourth|fifth|sixth)\s+(?:new\s+)?(?:hall(?:\s+of\s+residence)?|hostel)(?:\s+for\s+(women|men|female students|male students|girls|boys))?/gi
  return [...text.matchAll(re)].map((m) => {
    const who = (m[2] ?? '').toLowerCase()
    const gender = !who ? null : /women|female|girls/.test(who) ? 'Female' : 'Male'
    return { ordinal: WORD_YEARS[(m[1] as string).toLowerCase()] as number, gender, phrase: m[0] }
  })
}

/** Whether the list has at least as many halls (of that gender) as the ordinal claims. */
export function ordinalHolds(claim: OrdinalClaim, halls: Array<{ name: string; gender: string }>): boolean {
  const matching = claim.gender ? halls.filter((h) => h.gender === claim.gender) : halls
  return matching.length >= claim.ordinal
}

// ---------------------------------------------------------------- calendar

export type CalendarEntryLike = { date: string; title: string; type: string }
export type ClosedPeriod = { from: string; to: string; reason: string }

/**
 * The days no event should be held, from the academic calendar: each examination period (from
 * an exam entry that begins to the next that ends), each public holiday, and each break (from the
 * day it begins to the day before the next entry of type semester: lectures, revision, resumption).
 * Dates are `YYYY-MM-DD`.
 */
export function closedPeriods(entries: CalendarEntryLike[]): ClosedPeriod[] {
  const sorted = [...entries]
    .map((e) => ({ ...e, date: e.date.slice(0, 10) }))
    .sort((a, b) => a.date.localeCompare(b.date))
  const out: ClosedPeriod[] = []
  for (const [i, e] of sorted.entries()) {
    if (e.type === 'holiday') out.push({ from: e.date, to: e.date, reason: e.title })
    if (e.type === 'exam' && /\bbegin/i.test(e.title)) {
      const end = sorted.slice(i + 1).find((n) => n.type === 'exam' && /\bend/i.test(n.title))
      out.push({ from: e.date, to: end?.date ?? e.date, reason: e.title })
    }
    if (e.type === 'break') {
      const next = sorted.slice(i + 1).find((n) => n.type === 'semester')
      out.push({ from: e.date, to: next ? dayBefore(next.date) : e.date, reason: e.title })
    }
  }
  return out
}

function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
}

/** The closed period a day (`YYYY-MM-DD`) falls in, if any. */
export function closedOn(date: string, periods: ClosedPeriod[]): ClosedPeriod | undefined {
  const day = date.slice(0, 10)
  return periods.find((p) => p.from <= day && day <= p.to)
}

// ---------------------------------------------------------------- publications

/** The years a text mentions that come after `publishedYear`. */
export function yearsAfter(text: string, publishedYear: number): number[] {
  return [...text.matchAll(/\b(19|20)\d{2}\b/g)].map((m) => Number(m[0])).filter((y) => y > publishedYear)
}

// ---------------------------------------------------------------- programmes

/** The usual range of a Nigerian undergraduate's credit load in one semester (NUC CCMAS). */
export const SEMESTER_CREDITS = { min: 15, max: 24 } as const

export type ModuleLike = {
  level: string
  semester: string
  creditLoad: number
  moduleName: string
  moduleType?: string
}

/** Credit units per level and semester, keyed `100 First`. */
export function creditLoads(modules: ModuleLike[]): Map<string, number> {
  const loads = new Map<string, number>()
  for (const m of modules) {
    const key = `${m.level} ${m.semester}`
    loads.set(key, (loads.get(key) ?? 0) + m.creditLoad)
  }
  return loads
}

/**
 * The semesters of an undergraduate programme of `years` years whose credit load is outside the
 * usual range, or that have no modules at all.
 */
export function creditLoadProblems(modules: ModuleLike[], years: number): string[] {
  const loads = creditLoads(modules)
  const problems: string[] = []
  for (let year = 1; year <= years; year++) {
    for (const semester of ['First', 'Second']) {
      const key = `${year * 100} ${semester}`
      const load = loads.get(key) ?? 0
      if (load < SEMESTER_CREDITS.min || load > SEMESTER_CREDITS.max) problems.push(`${key}: ${load} units`)
    }
  }
  return problems
}

/**
 * A module name that stands in for a real one: "Special Topics in …", "Advanced Topics in …",
 * "Selected Topics", "Seminar in <the programme's own name>", or any name with a roman numeral
 * on a placeholder ("… II").
 */
export function isPlaceholderModule(name: string, programmeName: string): boolean {
  if (/\b(special|advanced|selected|current|contemporary|further)\s+topics\b/i.test(name)) return true
  if (/^topics in\b/i.test(name)) return true
  const own = programmeName.toLowerCase()
  return /^(seminar|studies|issues) in\b/i.test(name) && name.toLowerCase().endsWith(own)
}

/** Module names that occur more than once in one programme. */
export function repeatedNames(names: string[]): string[] {
  const seen = new Set<string>()
  const repeated = new Set<string>()
  for (const n of names) {
    const k = n.trim().toLowerCase()
    if (seen.has(k)) repeated.add(n)
    seen.add(k)
  }
  return [...repeated]
}

const groupKey = (g: { anyOf?: string[] | null }) => [...new Set(g.anyOf ?? [])].sort().join(', ') || '(any subject)'

/**
 * Subject groups (lists of subject ids) that occur more than once in one requirement list; order does
 * not matter. A UTME list names each subject group once: the page lists its rows one by one.
 */
export function repeatedGroups(groups: Array<{ anyOf?: string[] | null }>): string[] {
  const keys = groups.map(groupKey)
  return [...new Set(keys.filter((k, i) => keys.indexOf(k) !== i))]
}

/**
 * O'level groups repeated more often than they have subjects. In an O'level list a repeated row is
 * how "two credits among …" is stored (src/lib/eligibility.ts), and the page shows it once as
 * "Two of …"; each credit must be in a different subject, so two rows of one subject ask the impossible.
 */
export function impossibleRepeats(groups: Array<{ anyOf?: string[] | null }>): string[] {
  const times = new Map<string, { count: number; subjects: number }>()
  for (const g of groups) {
    const key = groupKey(g)
    const seen = times.get(key)
    times.set(key, { count: (seen?.count ?? 0) + 1, subjects: new Set(g.anyOf ?? []).size })
  }
  return [...times.entries()].filter(([, t]) => t.subjects > 0 && t.count > t.subjects).map(([key]) => key)
}

// ---------------------------------------------------------------- legal pages

/** How long a legal page may go unreviewed: a year. */
export const REVIEW_WITHIN_DAYS = 365

/**
 * What is wrong with a legal page (the privacy notice, accessibility statement, disclaimer): no text,
 * no review day, a review day in the future or more than a year before `now`.
 */
export function legalPageProblems(page: { body: string; lastReviewed: string }, now: Date): string[] {
  const problems: string[] = []
  if (!page.body.trim()) problems.push('no text')
  const reviewed = Date.parse(page.lastReviewed)
  if (Number.isNaN(reviewed)) return [...problems, 'no last-reviewed date']
  const days = (now.getTime() - reviewed) / 86_400_000
  if (days > REVIEW_WITHIN_DAYS) problems.push(`last reviewed ${Math.floor(days)} days ago`)
  if (days < -1) problems.push('last reviewed in the future')
  return problems
}

// ---------------------------------------------------------------- people

export type ModuleRow = { code: string; name: string }

/**
 * Where a staff member's profile and the breakdowns disagree about what they teach: a module on the
 * profile that no breakdown names them on, one the breakdowns name them on that the profile leaves
 * out, or one the profile calls by another name than every breakdown does.
 */
export function moduleListDisagreements(profile: ModuleRow[], breakdowns: ModuleRow[]): string[] {
  const names = new Map<string, Set<string>>()
  for (const m of breakdowns) names.set(m.code, (names.get(m.code) ?? new Set()).add(m.name))
  const listed = new Set(profile.map((m) => m.code))
  const problems: string[] = []
  for (const m of profile) {
    const known = names.get(m.code)
    if (!known) problems.push(`${m.code} is on the profile but no breakdown names them on it`)
    else if (!known.has(m.name))
      problems.push(`${m.code} is “${m.name}” on the profile, “${[...known][0]}” on the breakdown`)
  }
  for (const code of names.keys())
    if (!listed.has(code)) problems.push(`${code} is on a breakdown but not on the profile`)
  return problems
}

/** A person's name reduced to compare: no title, no bracketed note, no punctuation, lower case. */
const personKey = (name: string) =>
  name
    .replace(/\([^)]*\)/g, ' ')
    .replace(/,.*$/, '')
    .replace(/^(?:(?:prof|dr|engr|mr|mrs|ms|barr|amb|chief)\.?\s+)+/i, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .toLowerCase()

/**
 * Pictures that show more than one person: each group is the names of different people given the
 * same picture (a person shown in two places, as the Pro-Chancellor is, is one person). No picture is
 * no problem: the site then shows its neutral silhouette.
 */
export function sharedPictures(
  people: Array<{ name: string; picture: number | string | null | undefined }>,
): string[][] {
  const byPicture = new Map<string, Map<string, string>>()
  for (const p of people) {
    if (p.picture === null || p.picture === undefined || p.picture === '') continue
    const key = String(p.picture)
    const named = byPicture.get(key) ?? new Map<string, string>()
    if (!named.has(personKey(p.name))) named.set(personKey(p.name), p.name)
    byPicture.set(key, named)
  }
  return [...byPicture.values()].filter((named) => named.size > 1).map((named) => [...named.values()])
}

// ---------------------------------------------------------------- stories against the calendar

export type CalendarEventEntry = { date: string; title: string; type: string; semesterCode?: string | null }

/** Calendar entries a story can name as an event: ceremonies, lectures, games, examinations. */
const NAMEABLE_TYPES = new Set(['event', 'exam'])

/**
 * The words a story uses for a calendar entry's event ("Matriculation ceremony for new students" →
 * "matriculation", "First semester examinations begin" → "examinations", "Inter-faculty games" →
 * "inter faculty games"); null for entries that are not events (semester dates, holidays, breaks).
 */
export function calendarEventWords(entry: Pick<CalendarEventEntry, 'title' | 'type'>): string | null {
  if (!NAMEABLE_TYPES.has(entry.type)) return null
  const words = normalise(entry.title)
    .replace(/^(?:first|second) semester /, '')
    .split(/ (?:ceremony|for|begins?|ends?|opens?|lecture|starts?)\b/)[0]
    ?.trim()
  return words || null
}

const normalise = (text: string) =>
  text.toLowerCase().replace(/[’‘]/g, "'").replace(/[-–—]/g, ' ').replace(/\s+/g, ' ').trim()

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Where normalised text names the event words (a plural's singular too: "examination"). */
const wordsPattern = (words: string) => new RegExp(`\\b${escapeRegExp(words).replace(/s$/, 's?')}\\b`)
const names = (text: string, words: string) => wordsPattern(words).test(text)

/** Relative times a story may give an event, as the days from the story to the event they allow. */
const RELATIVE_TIMES: Array<{ phrase: string; from: number; to: number }> = [
  { phrase: 'today', from: 0, to: 0 },
  { phrase: 'yesterday', from: -1, to: -1 },
  { phrase: 'tomorrow', from: 1, to: 1 },
  { phrase: 'this week', from: -6, to: 6 },
  { phrase: 'last week', from: -13, to: -1 },
  { phrase: 'next week', from: 1, to: 13 },
]

const dayOf = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / 86_400_000

/**
 * How a story contradicts the calendar about an event it names (an entry's event words, see
 * calendarEventWords): a sentence naming the event in the first or second semester when no entry of
 * it is in that semester; or a relative time in the story ("today", "this week", …) that no named
 * event's date fits, seen from the day the story was published. The relative times are only checked
 * when the calendar covers that day (it holds one session). Several entries of one event (the
 * examinations of both semesters) count as one event with several dates.
 */
export function storyCalendarContradictions(
  story: { text: string; published: string },
  entries: CalendarEventEntry[],
): string[] {
  const events = new Map<string, CalendarEventEntry[]>()
  for (const e of entries) {
    const words = calendarEventWords(e)
    if (words) events.set(words, [...(events.get(words) ?? []), e])
  }
  const text = normalise(story.text)
  const named = [...events.keys()].filter((words) => names(text, words))
  const problems: string[] = []
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const places = named.flatMap((words) => {
      const at = sentence.search(wordsPattern(words))
      return at < 0 ? [] : [{ words, at }]
    })
    // A semester is said of the event named nearest to it in the sentence.
    for (const match of sentence.matchAll(/\b(first|second) semester\b/g)) {
      const nearest = places.sort((a, b) => Math.abs(a.at - match.index) - Math.abs(b.at - match.index))[0]
      if (!nearest) continue
      const ordinal = match[1] as string
      const n = ordinal === 'first' ? 1 : 2
      const inIt = (events.get(nearest.words) ?? []).some((e) => (e.semesterCode ?? '').endsWith(`-${n}`))
      if (!inIt) problems.push(`“${nearest.words}” in the ${ordinal} semester, but the calendar has it elsewhere`)
    }
  }
  const days = entries.map((e) => dayOf(e.date))
  const published = dayOf(story.published)
  if (named.length === 0 || published < Math.min(...days) || published > Math.max(...days)) return problems
  for (const time of RELATIVE_TIMES.filter((t) => new RegExp(`\\b${t.phrase}\\b`).test(text))) {
    const fits = named.some((words) =>
      (events.get(words) ?? []).some((e) => {
        const diff = dayOf(e.date) - published
        return diff >= time.from && diff <= time.to
      }),
    )
    if (!fits)
      problems.push(`“${time.phrase}” fits no date the calendar gives ${named.map((w) => `“${w}”`).join(', ')}`)
  }
  return problems
}
