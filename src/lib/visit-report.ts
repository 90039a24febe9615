/**
 * The visits dashboard's rules (src/components/admin/visits-view.tsx): the period asked for and the one
 * before it, the stored tallies (the `visit-counts` collection) added up per day and per key, the shares,
 * and every table as plain rows, the same for the page and its CSV download. Pure: the rows come from
 * src/content/visit-report.ts.
 */
import { safeCell } from './bulk-sheets'
import { WEEKDAYS } from './calendar'
import { monthName } from './dates'
import { fromProblem, redirectPath, redirectTarget } from './redirect-path'

export const PERIODS = [30, 90] as const
export type PeriodDays = (typeof PERIODS)[number]

/** `?days=` as the dashboard takes it: 90 when asked for, 30 otherwise. */
export const periodOf = (value: unknown): PeriodDays => ([value].flat()[0] === '90' ? 90 : 30)

/** One stored tally as the report reads it: `count` of `kind` for `key` (and `detail`) on a Lagos day. */
export type VisitRow = { day: string; kind: string; key: string; detail: string; count: number }

/** The day `n` days after `day` (both YYYY-MM-DD; `n` may be negative). */
export function addDays(day: string, n: number): string {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, date + n)).toISOString().slice(0, 10)
}

/** 'Tue 17 Nov 2026' is too long for a chart's axis: '17 Nov'. */
export function shortDay(day: string): string {
  const [, month, date] = day.split('-').map(Number)
  return `${date} ${monthName(month).slice(0, 3)}`
}

/** 'Tue 17 Nov 2026', for a table's day; a value that is not a day as it is. */
export function dayText(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value
  const [year, month, date] = value.split('-').map(Number)
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, date)).getUTCDay()].short
  return `${weekday} ${date} ${monthName(month).slice(0, 3)} ${year}`
}

/** The `days` days ending today (both included), and as many days just before them. */
export type Period = { days: PeriodDays; first: string; last: string; previousFirst: string; previousLast: string }

export function periodEnding(today: string, days: PeriodDays): Period {
  const first = addDays(today, 1 - days)
  return { days, first, last: today, previousFirst: addDays(first, -days), previousLast: addDays(first, -1) }
}

/** A day of the period beside the day as far into the period before it. */
export type DayVisits = { day: string; visits: number; previousDay: string; previous: number }

/** Visits per day for the period and the one before, aligned by their place in the period. */
export function visitsPerDay(rows: readonly VisitRow[], period: Period): DayVisits[] {
  const byDay = new Map<string, number>()
  for (const row of rows) if (row.kind === 'visit') byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.count)
  return Array.from({ length: period.days }, (_, i) => {
    const day = addDays(period.first, i)
    const previousDay = addDays(period.previousFirst, i)
    return { day, visits: byDay.get(day) ?? 0, previousDay, previous: byDay.get(previousDay) ?? 0 }
  })
}

export const total = (rows: readonly { count: number }[]): number => rows.reduce((sum, row) => sum + row.count, 0)

export type Ranked = { key: string; count: number }

/** The rows' counts added up per key, the largest first (ties in the key's order, so the order is stable). */
export function ranked(rows: readonly { key: string; count: number }[]): Ranked[] {
  const sums = new Map<string, number>()
  for (const row of rows) sums.set(row.key, (sums.get(row.key) ?? 0) + row.count)
  return [...sums]
    .map(([key, count]) => ({ key, count }))
    .filter((r) => r.count > 0)
    .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
}

/** `part` of `whole` as a fraction, or null when there is no whole to share. */
export const share = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null)

const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 0 })
const whole = new Intl.NumberFormat('en-GB')

/** '62%', or '–' when there is nothing to share. */
export const percentText = (fraction: number | null): string => (fraction === null ? '–' : percent.format(fraction))
/** '12,345'. */
export const countText = (n: number): string => whole.format(n)

/** The programme a page's path is about (`/course/<slug>`), as its slug; null for any other page. */
export function programmeSlugOf(path: string): string | null {
  const match = /^\/course\/([^/?#]+)$/.exec(path)
  if (!match) return null
  try {
    return decodeURIComponent(match[1])
  } catch {
    return null
  }
}

/** Where visitors came to a not-found address from: a site, a page of this site, or nowhere they said. */
export const sourceText = (detail: string): string => detail || 'typed or bookmarked'

export type NotFoundAddress = { path: string; count: number; sources: Ranked[]; redirectedTo: string | null }

/** Not-found addresses, the most asked for first, each with where it was asked from (the most first). */
export function notFoundAddresses(
  rows: readonly VisitRow[],
  redirects: ReadonlyMap<string, string> = new Map(),
): NotFoundAddress[] {
  const found = rows.filter((row) => row.kind === 'not-found')
  return ranked(found).map(({ key, count }) => ({
    path: key,
    count,
    sources: ranked(
      found.filter((row) => row.key === key).map((row) => ({ key: sourceText(row.detail), count: row.count })),
    ),
    redirectedTo: redirects.get(redirectPath(key) ?? key) ?? null,
  }))
}

export type LinkFollows = { link: string; page: string; count: number }

const LINK_NAMES: Record<string, string> = { apply: 'Apply now', whatsapp: 'WhatsApp' }

/** The Apply and WhatsApp links followed, per link and page, the most followed first. */
export function linkFollows(rows: readonly VisitRow[]): LinkFollows[] {
  const links = rows.filter((row) => row.kind === 'link')
  return ranked(links.map((row) => ({ key: `${row.key}\n${row.detail}`, count: row.count }))).map(({ key, count }) => {
    const [link, page] = key.split('\n')
    return { link: LINK_NAMES[link] ?? link, page: page || '–', count }
  })
}

/** Why a one-click redirect cannot be made from `from` to `to`, or null when it can. */
export function redirectRequestProblem(from: unknown, to: unknown): string | null {
  const fromIssue = fromProblem(from)
  if (fromIssue) return fromIssue
  if (!redirectTarget(to)) return 'Give where it should lead as a path on this site (/…) or an https:// address.'
  return null
}

export type ProgrammeViews = { name: string; path: string; count: number }

/** What the dashboard shows for a period: every figure, in the site's words. */
export type VisitReport = {
  period: Period
  perDay: DayVisits[]
  visits: number
  previousVisits: number
  pageViews: number
  pages: Ranked[]
  programmes: ProgrammeViews[]
  referrers: Ranked[]
  searches: Ranked[]
  emptySearches: Ranked[]
  notFound: NotFoundAddress[]
  phone: number
  desktop: number
  saveData: number
  dataLight: number
  links: LinkFollows[]
  /** Tallies a busy moment left uncounted (the counter's cap between two writes): the figures are partial. */
  dropped: number
}

/** What the rows do not say: programmes' names by slug, and the redirects that exist by their old path. */
export type ReportNames = { programmes: ReadonlyMap<string, string>; redirects: ReadonlyMap<string, string> }

/** The views of programme pages, per programme, named; a programme deleted since keeps its slug as a name. */
function programmeViews(views: readonly VisitRow[], names: ReadonlyMap<string, string>): ProgrammeViews[] {
  const bySlug = views.flatMap((row) => {
    const slug = programmeSlugOf(row.key)
    return slug ? [{ key: slug, count: row.count }] : []
  })
  return ranked(bySlug).map(({ key, count }) => ({ name: names.get(key) ?? key, path: `/course/${key}`, count }))
}

/**
 * The report of `period` from the stored rows: visits per day for it and the period before, every other
 * figure for the period alone.
 */
export function shapeReport(rows: readonly VisitRow[], period: Period, names: ReportNames): VisitReport {
  const inPeriod = rows.filter((row) => row.day >= period.first && row.day <= period.last)
  const of = (kind: string) => inPeriod.filter((row) => row.kind === kind)
  const perDay = visitsPerDay(rows, period)
  const views = of('view')
  const devices = of('device')
  return {
    period,
    perDay,
    visits: total(perDay.map((d) => ({ count: d.visits }))),
    previousVisits: total(perDay.map((d) => ({ count: d.previous }))),
    pageViews: total(views),
    pages: ranked(views),
    programmes: programmeViews(views, names.programmes),
    referrers: ranked(of('referrer')),
    searches: ranked(of('search')),
    emptySearches: ranked(of('search-empty')),
    notFound: notFoundAddresses(inPeriod, names.redirects),
    phone: total(devices.filter((row) => row.key === 'phone')),
    desktop: total(devices.filter((row) => row.key === 'desktop')),
    saveData: total(of('save-data')),
    dataLight: total(of('data-light')),
    links: linkFollows(inPeriod),
    dropped: total(of('dropped')),
  }
}

export const TABLE_IDS = [
  'visits-per-day',
  'pages',
  'programmes',
  'referrers',
  'searches',
  'empty-searches',
  'not-found',
  'devices',
  'links',
] as const
export type TableId = (typeof TABLE_IDS)[number]
export const isTableId = (value: unknown): value is TableId => TABLE_IDS.includes(value as TableId)

export type Cell = string | number
/**
 * A table as the page shows it and its CSV holds it: a caption, column headings and rows of cells;
 * `dayCells` when its text cells are days (YYYY-MM-DD), which the page writes out.
 */
export type ReportTable = { id: TableId; title: string; columns: string[]; rows: Cell[][]; dayCells: boolean }

/** A not-found address's sources in a cell: the three most frequent, with how often. */
function sourcesText(sources: readonly Ranked[]): string {
  const listed = sources.slice(0, 3).map((s) => `${s.key} (${s.count})`)
  const more = sources.length > 3 ? [`${sources.length - 3} more`] : []
  return [...listed, ...more].join(', ')
}

/** The share rows: phones against desktops, Save-Data and data-light against all page views. */
function deviceRows(r: VisitReport): Cell[][] {
  const seen = r.phone + r.desktop
  return [
    ['Phones', r.phone, percentText(share(r.phone, seen))],
    ['Desktops and laptops', r.desktop, percentText(share(r.desktop, seen))],
    ['With Save-Data on', r.saveData, percentText(share(r.saveData, r.pageViews))],
    ['Shown data-light', r.dataLight, percentText(share(r.dataLight, r.pageViews))],
  ]
}

type TableSpec = { title: string; columns: string[]; rows: (r: VisitReport) => Cell[][] }

const rankedRows = (list: readonly Ranked[]): Cell[][] => list.map((r) => [r.key, r.count])

const TABLES: Record<TableId, TableSpec> = {
  'visits-per-day': {
    title: 'Visits per day',
    columns: ['Day', 'Visits', 'Same day of the period before', 'Visits then'],
    rows: (r) => r.perDay.map((d) => [d.day, d.visits, d.previousDay, d.previous]),
  },
  pages: { title: 'Top pages', columns: ['Page', 'Views'], rows: (r) => rankedRows(r.pages) },
  programmes: {
    title: 'Top programmes',
    columns: ['Programme', 'Page', 'Views'],
    rows: (r) => r.programmes.map((p) => [p.name, p.path, p.count]),
  },
  referrers: { title: 'Top referring sites', columns: ['Site', 'Views from it'], rows: (r) => rankedRows(r.referrers) },
  searches: { title: 'Top searches', columns: ['Search', 'Times'], rows: (r) => rankedRows(r.searches) },
  'empty-searches': {
    title: 'Searches with no result',
    columns: ['Search', 'Times'],
    rows: (r) => rankedRows(r.emptySearches),
  },
  'not-found': {
    title: 'Addresses not found',
    columns: ['Address', 'Times asked for', 'From where', 'Redirected to'],
    rows: (r) => r.notFound.map((n) => [n.path, n.count, sourcesText(n.sources), n.redirectedTo ?? '']),
  },
  devices: {
    title: 'Phones, desktops and data saving',
    columns: ['Views', 'Number', 'Share'],
    rows: deviceRows,
  },
  links: {
    title: 'Apply and WhatsApp links followed',
    columns: ['Link', 'On page', 'Times followed'],
    rows: (r) => r.links.map((l) => [l.link, l.page, l.count]),
  },
}

/** One of the report's tables. */
export function reportTable(report: VisitReport, id: TableId): ReportTable {
  const spec = TABLES[id]
  return { id, title: spec.title, columns: spec.columns, rows: spec.rows(report), dayCells: id === 'visits-per-day' }
}

/** The CSV file's name: the table and its period, `visits-pages-2026-10-19-to-2026-11-17.csv`. */
export const csvFileName = (id: TableId, period: Period): string => `visits-${id}-${period.first}-to-${period.last}.csv`

/** A table as CSV rows: the headings first. */
/**
 * A table as CSV rows, headings first. Visitors typed some of the text (their searches, the addresses
 * they asked for): a cell that starts like a formula is marked as text, so a spreadsheet opening the
 * file shows `=HYPERLINK(…)` instead of running it (the bulk export's rule, safeCell).
 */
export const csvRows = (table: ReportTable): Cell[][] =>
  [table.columns, ...table.rows].map((row) => row.map((cell) => (typeof cell === 'string' ? safeCell(cell) : cell)))

/**
 * True when a form post comes from another site: its Origin is not one of the site's own (`trusted`), or,
 * without an Origin, the browser says so (Sec-Fetch-Site). A client that sends neither (a script with
 * a token) is not a browser tricked into posting.
 */
export function isCrossSite(origin: string | null, fetchSite: string | null, trusted: readonly string[]): boolean {
  if (origin) return !trusted.includes(origin)
  return fetchSite === 'cross-site'
}
