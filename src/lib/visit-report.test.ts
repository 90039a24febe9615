import { describe, expect, it } from 'vitest'

import {
  addDays,
  csvFileName,
  csvRows,
  dayText,
  isCrossSite,
  isTableId,
  notFoundAddresses,
  percentText,
  periodEnding,
  periodOf,
  programmeSlugOf,
  ranked,
  redirectRequestProblem,
  reportTable,
  shapeReport,
  share,
  visitsPerDay,
  type VisitRow,
} from './visit-report'

const row = (day: string, kind: string, key: string, count: number, detail = ''): VisitRow => ({
  day,
  kind,
  key,
  detail,
  count,
})

const NO_NAMES = { programmes: new Map<string, string>(), redirects: new Map<string, string>() }

describe('periodOf', () => {
  it('takes 90 when asked, 30 for anything else', () => {
    expect(periodOf('90')).toBe(90)
    expect(periodOf(['90', '30'])).toBe(90)
    for (const other of [undefined, '', '30', '7', '90days', 90, null]) expect(periodOf(other)).toBe(30)
  })
})

describe('periods', () => {
  it('counts days across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2026-01-01', -30)).toBe('2025-12-02')
  })
  it('ends a period today, with the period before it just as long and touching it', () => {
    expect(periodEnding('2026-11-17', 30)).toEqual({
      days: 30,
      first: '2026-10-19',
      last: '2026-11-17',
      previousFirst: '2026-09-19',
      previousLast: '2026-10-18',
    })
    const ninety = periodEnding('2026-11-17', 90)
    expect(addDays(ninety.previousLast, 1)).toBe(ninety.first)
    expect(addDays(ninety.previousFirst, 90)).toBe(ninety.first)
  })
  it('writes a day as a table reads it, and leaves other text alone', () => {
    expect(dayText('2026-11-17')).toBe('Tue 17 Nov 2026')
    expect(dayText('/admissions')).toBe('/admissions')
  })
})

describe('visitsPerDay', () => {
  const period = periodEnding('2026-11-17', 30)
  it('puts each day beside the day as far into the period before, with 0 for days without visits', () => {
    const days = visitsPerDay(
      [
        row('2026-10-19', 'visit', 'all', 5),
        row('2026-10-19', 'visit', 'all', 2),
        row('2026-09-19', 'visit', 'all', 3),
        row('2026-11-17', 'view', '/', 99),
      ],
      period,
    )
    expect(days).toHaveLength(30)
    expect(days[0]).toEqual({ day: '2026-10-19', visits: 7, previousDay: '2026-09-19', previous: 3 })
    expect(days[29]).toEqual({ day: '2026-11-17', visits: 0, previousDay: '2026-10-18', previous: 0 })
  })
})

describe('ranked and shares', () => {
  it('adds up per key, the largest first, ties in the key’s order, nothing of 0', () => {
    const rows = [
      { key: '/b', count: 2 },
      { key: '/a', count: 2 },
      { key: '/c', count: 5 },
      { key: '/b', count: 1 },
      { key: '/z', count: 0 },
    ]
    expect(ranked(rows)).toEqual([
      { key: '/c', count: 5 },
      { key: '/b', count: 3 },
      { key: '/a', count: 2 },
    ])
  })
  it('shares a part of a whole, and says so when there is no whole', () => {
    expect(share(1, 4)).toBe(0.25)
    expect(share(3, 0)).toBeNull()
    expect(percentText(share(2, 3))).toBe('67%')
    expect(percentText(null)).toBe('–')
  })
})

describe('programmeSlugOf', () => {
  it('finds the programme of a programme page only', () => {
    expect(programmeSlugOf('/course/bsc-computer-science')).toBe('bsc-computer-science')
    expect(programmeSlugOf('/course/caf%C3%A9')).toBe('café')
    for (const other of ['/course', '/course/', '/course/a/b', '/breakdown/CSC', '/courses/x', '/course/%E0%A4'])
      expect(programmeSlugOf(other)).toBeNull()
  })
})

describe('notFoundAddresses', () => {
  it('lists the most asked first, each with its sources and the redirect it already has', () => {
    const list = notFoundAddresses(
      [
        row('2026-11-01', 'not-found', '/old-fees', 2, 'google.com'),
        row('2026-11-02', 'not-found', '/old-fees', 3, ''),
        row('2026-11-02', 'not-found', '/old-fees', 1, '/news/x'),
        row('2026-11-02', 'not-found', '/typo', 1, ''),
        row('2026-11-02', 'view', '/old-fees', 9),
      ],
      new Map([['/typo', '/admissions']]),
    )
    expect(list).toEqual([
      {
        path: '/old-fees',
        count: 6,
        sources: [
          { key: 'typed or bookmarked', count: 3 },
          { key: 'google.com', count: 2 },
          { key: '/news/x', count: 1 },
        ],
        redirectedTo: null,
      },
      { path: '/typo', count: 1, sources: [{ key: 'typed or bookmarked', count: 1 }], redirectedTo: '/admissions' },
    ])
  })
})

describe('shapeReport and its tables', () => {
  const period = periodEnding('2026-11-17', 30)
  const rows = [
    row('2026-11-17', 'view', '/course/bsc-nursing', 4),
    row('2026-11-16', 'view', '/course/bsc-nursing', 1),
    row('2026-11-16', 'view', '/course/gone-programme', 2),
    row('2026-11-16', 'view', '/admissions', 6),
    // Before the period: only its visits count, for the comparison.
    row('2026-10-01', 'view', '/admissions', 100),
    row('2026-10-01', 'search', 'fees', 100),
    row('2026-10-01', 'visit', 'all', 8),
    row('2026-11-17', 'visit', 'all', 10),
    row('2026-11-17', 'search', 'hostel fees', 3),
    row('2026-11-17', 'search-empty', 'qzxv', 2),
    row('2026-11-17', 'referrer', 'google.com', 7),
    row('2026-11-17', 'device', 'phone', 9),
    row('2026-11-17', 'device', 'desktop', 3),
    row('2026-11-17', 'save-data', 'on', 2),
    row('2026-11-17', 'data-light', 'on', 4),
    row('2026-11-17', 'link', 'apply', 2, '/admissions'),
    row('2026-11-16', 'link', 'whatsapp', 1, '/about/contact'),
    row('2026-11-17', 'dropped', 'all', 12),
  ]
  const report = shapeReport(rows, period, {
    programmes: new Map([['bsc-nursing', 'Nursing Science']]),
    redirects: new Map(),
  })

  it('counts the period alone, and the visits of the period before for comparison', () => {
    expect(report.pageViews).toBe(13)
    expect(report.visits).toBe(10)
    expect(report.previousVisits).toBe(8)
    expect(report.searches).toEqual([{ key: 'hostel fees', count: 3 }])
    expect(report.emptySearches).toEqual([{ key: 'qzxv', count: 2 }])
    expect(report.dropped).toBe(12)
  })
  it('names the programmes whose pages were viewed, keeping the slug of one that is gone', () => {
    expect(report.programmes).toEqual([
      { name: 'Nursing Science', path: '/course/bsc-nursing', count: 5 },
      { name: 'gone-programme', path: '/course/gone-programme', count: 2 },
    ])
  })
  it('gives phones against desktops, and data saving against all page views', () => {
    expect(reportTable(report, 'devices').rows).toEqual([
      ['Phones', 9, '75%'],
      ['Desktops and laptops', 3, '25%'],
      ['With Save-Data on', 2, '15%'],
      ['Shown data-light', 4, '31%'],
    ])
  })
  it('lists the Apply and WhatsApp links followed, per page', () => {
    expect(reportTable(report, 'links').rows).toEqual([
      ['Apply now', '/admissions', 2],
      ['WhatsApp', '/about/contact', 1],
    ])
  })
  it('makes CSV rows with the headings first, and names the file after the table and the period', () => {
    const table = reportTable(report, 'empty-searches')
    expect(csvRows(table)).toEqual([
      ['Search', 'Times'],
      ['qzxv', 2],
    ])
    expect(csvFileName('empty-searches', period)).toBe('visits-empty-searches-2026-10-19-to-2026-11-17.csv')
    expect(reportTable(report, 'visits-per-day').rows.at(-1)).toEqual(['2026-11-17', 10, '2026-10-18', 0])
  })
  it('writes a search typed like a formula as text, so a spreadsheet does not run it', () => {
    const typed = { ...report, emptySearches: [{ key: '=HYPERLINK("http://evil.example","x")', count: 1 }] }
    expect(csvRows(reportTable(typed, 'empty-searches'))[1]).toEqual([`'=HYPERLINK("http://evil.example","x")`, 1])
  })
  it('marks only the days table as one whose text is days (a search for a date stays as typed)', () => {
    expect(reportTable(report, 'visits-per-day').dayCells).toBe(true)
    expect(reportTable(report, 'searches').dayCells).toBe(false)
  })
  it('knows its tables by name only', () => {
    expect(isTableId('not-found')).toBe(true)
    for (const other of ['constructor', '__proto__', 'users', '', undefined]) expect(isTableId(other)).toBe(false)
  })
  it('names a not-found address’s three main sources and counts the rest', () => {
    const many = shapeReport(
      ['a.com', 'b.com', 'c.com', 'd.com', 'e.com'].map((s, i) => row('2026-11-17', 'not-found', '/x', 5 - i, s)),
      period,
      NO_NAMES,
    )
    expect(reportTable(many, 'not-found').rows).toEqual([['/x', 15, 'a.com (5), b.com (4), c.com (3), 2 more', '']])
  })
})

describe('one-click redirects', () => {
  it('takes an old path and a path or https address to lead to', () => {
    expect(redirectRequestProblem('/old-fees', '/admissions/tuition')).toBeNull()
    expect(redirectRequestProblem('/old-fees', 'https://portal.example.org/apply')).toBeNull()
  })
  it('refuses what is not a redirect the site could answer', () => {
    expect(redirectRequestProblem('', '/admissions')).toMatch(/path on this site/)
    expect(redirectRequestProblem('/admin/x', '/admissions')).toMatch(/belong to the site/)
    expect(redirectRequestProblem('/old-fees', '')).toMatch(/https/)
    expect(redirectRequestProblem('/old-fees', 'javascript:alert(1)')).toMatch(/https/)
    expect(redirectRequestProblem('/old-fees', 'http://example.org/')).toMatch(/https/)
    expect(redirectRequestProblem('/old-fees', '//evil.example/')).toMatch(/https/)
  })
  it('refuses a post from another site, by its Origin or, without one, by Sec-Fetch-Site', () => {
    const trusted = ['https://www.acu.edu.ng']
    expect(isCrossSite('https://www.acu.edu.ng', 'same-origin', trusted)).toBe(false)
    expect(isCrossSite('https://evil.example', 'cross-site', trusted)).toBe(true)
    expect(isCrossSite('null', null, trusted)).toBe(true)
    expect(isCrossSite(null, 'cross-site', trusted)).toBe(true)
    expect(isCrossSite(null, null, trusted)).toBe(false)
  })
})
