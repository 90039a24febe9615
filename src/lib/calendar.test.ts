import { describe, expect, it } from 'vitest'

import {
  addMonths,
  adjacentMonths,
  chooseDay,
  chooseMonth,
  dayLabel,
  daysInMonth,
  defaultMonth,
  entriesByDay,
  entriesByMonth,
  examPeriods,
  lagosToday,
  monthLabel,
  monthOf,
  monthRange,
  monthsInRange,
  monthWeeks,
  parseDate,
  parseMonth,
  typeLabel,
  typesOf,
  withPeriodDays,
} from './calendar'

describe('parseDate', () => {
  it('accepts real dates only', () => {
    expect(parseDate('2026-11-05')).toEqual({ year: 2026, month: 11, day: 5 })
    expect(parseDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 })
    for (const bad of [
      '2027-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2026-11-5',
      '',
      'x',
      '2026-11-05T00:00',
    ])
      expect(parseDate(bad)).toBeNull()
    expect(parseDate(undefined)).toBeNull()
    expect(parseDate(['2026-11-05'])).toBeNull()
  })
})

describe('parseMonth', () => {
  it('accepts YYYY-MM with a month from 01 to 12', () => {
    expect(parseMonth('2026-11')).toBe('2026-11')
    expect(parseMonth('2026-01')).toBe('2026-01')
    expect(parseMonth('2026-12')).toBe('2026-12')
  })
  it('rejects odd values', () => {
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-11', '2026-11-01', ' 2026-11', 'zzz', '', '<script>'])
      expect(parseMonth(bad)).toBeNull()
    expect(parseMonth(undefined)).toBeNull()
    expect(parseMonth(['2026-11', '2026-12'])).toBeNull()
    expect(parseMonth('2'.repeat(2000))).toBeNull()
  })
})

describe('daysInMonth', () => {
  it('knows 28, 29, 30 and 31 day months', () => {
    expect(daysInMonth(2027, 2)).toBe(28)
    expect(daysInMonth(2028, 2)).toBe(29)
    expect(daysInMonth(2100, 2)).toBe(28)
    expect(daysInMonth(2000, 2)).toBe(29)
    expect(daysInMonth(2026, 11)).toBe(30)
    expect(daysInMonth(2026, 12)).toBe(31)
    expect(daysInMonth(2027, 1)).toBe(31)
  })
})

describe('months', () => {
  it('monthOf takes the month of a valid date', () => {
    expect(monthOf('2026-11-30')).toBe('2026-11')
    expect(monthOf('2026-11-31')).toBe('')
  })
  it('addMonths crosses year ends both ways', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01')
    expect(addMonths('2027-01', -1)).toBe('2026-12')
    expect(addMonths('2026-09', 13)).toBe('2027-10')
    expect(addMonths('2026-09', 0)).toBe('2026-09')
  })
  it('monthLabel names the month', () => {
    expect(monthLabel('2027-01')).toBe('January 2027')
  })
  it('dayLabel names the weekday without shifting the date', () => {
    expect(dayLabel('2026-11-05')).toBe('Thursday 5 November 2026')
    expect(dayLabel('2027-01-01')).toBe('Friday 1 January 2027')
    expect(dayLabel('nope')).toBe('')
  })
})

describe('monthRange', () => {
  it('is null for an empty list or only invalid dates', () => {
    expect(monthRange([])).toBeNull()
    expect(monthRange(['', '2026-02-30'])).toBeNull()
  })
  it('is one month for one entry', () => {
    expect(monthRange(['2026-11-05'])).toEqual({ first: '2026-11', last: '2026-11' })
  })
  it('spans a year end, whatever the order', () => {
    const range = monthRange(['2027-03-01', '2026-09-14', 'bad', '2026-12-25', '2027-07-31'])
    expect(range).toEqual({ first: '2026-09', last: '2027-07' })
    expect(monthsInRange(range!)).toEqual([
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
      '2027-05',
      '2027-06',
      '2027-07',
    ])
  })
})

describe('adjacentMonths', () => {
  const range = { first: '2026-09', last: '2027-07' }
  it('has no previous at the first month and no next at the last', () => {
    expect(adjacentMonths('2026-09', range)).toEqual({ previous: null, next: '2026-10' })
    expect(adjacentMonths('2027-07', range)).toEqual({ previous: '2027-06', next: null })
  })
  it('has both in between, across the year end', () => {
    expect(adjacentMonths('2026-12', range)).toEqual({ previous: '2026-11', next: '2027-01' })
    expect(adjacentMonths('2027-01', range)).toEqual({ previous: '2026-12', next: '2027-02' })
  })
  it('has neither when the range is one month', () => {
    expect(adjacentMonths('2026-11', { first: '2026-11', last: '2026-11' })).toEqual({ previous: null, next: null })
  })
})

describe('defaultMonth and chooseMonth', () => {
  const range = { first: '2026-09', last: '2027-07' }
  it("is today's month inside the range, ends included", () => {
    expect(defaultMonth(range, '2026-11-22')).toBe('2026-11')
    expect(defaultMonth(range, '2026-09-01')).toBe('2026-09')
    expect(defaultMonth(range, '2027-07-31')).toBe('2027-07')
  })
  it('is the nearer end outside it', () => {
    expect(defaultMonth(range, '2026-08-31')).toBe('2026-09')
    expect(defaultMonth(range, '2020-01-01')).toBe('2026-09')
    expect(defaultMonth(range, '2027-08-01')).toBe('2027-07')
    expect(defaultMonth(range, 'garbage')).toBe('2026-09')
  })
  it('takes a valid month in range from the address, else the default', () => {
    expect(chooseMonth('2027-02', range, '2026-11-22')).toBe('2027-02')
    expect(chooseMonth('2027-08', range, '2026-11-22')).toBe('2026-11')
    expect(chooseMonth('2026-08', range, '2026-11-22')).toBe('2026-11')
    expect(chooseMonth('2026-13', range, '2026-11-22')).toBe('2026-11')
    expect(chooseMonth(['2027-02', '2027-03'], range, '2026-11-22')).toBe('2026-11')
    expect(chooseMonth(undefined, range, '2028-01-01')).toBe('2027-07')
  })
})

describe('chooseDay', () => {
  it('keeps a valid day of the shown month only', () => {
    expect(chooseDay('2026-11-05', '2026-11')).toBe('2026-11-05')
    expect(chooseDay('2026-12-05', '2026-11')).toBeNull()
    expect(chooseDay('2026-11-31', '2026-11')).toBeNull()
    expect(chooseDay('', '2026-11')).toBeNull()
    expect(chooseDay(['2026-11-05'], '2026-11')).toBeNull()
  })
})

describe('monthWeeks', () => {
  const blanks = (weeks: Array<Array<string | null>>) => ({
    lead: weeks[0].findIndex((c) => c !== null),
    trail: weeks.at(-1)!.length - 1 - weeks.at(-1)!.findLastIndex((c) => c !== null),
  })

  it('lays out weeks of seven from Sunday, with leading and trailing blanks', () => {
    // November 2026 starts on a Sunday and has 30 days.
    const nov = monthWeeks('2026-11')
    expect(nov).toHaveLength(5)
    for (const week of nov) expect(week).toHaveLength(7)
    expect(nov[0][0]).toBe('2026-11-01')
    expect(blanks(nov)).toEqual({ lead: 0, trail: 5 })
    expect(nov[4].slice(0, 2)).toEqual(['2026-11-29', '2026-11-30'])
  })

  it('a month starting on Saturday has six blanks first', () => {
    // August 2026 starts on a Saturday and has 31 days: six weeks.
    const aug = monthWeeks('2026-08')
    expect(aug[0]).toEqual([null, null, null, null, null, null, '2026-08-01'])
    expect(aug).toHaveLength(6)
    expect(blanks(aug)).toEqual({ lead: 6, trail: 5 })
    expect(aug[5][1]).toBe('2026-08-31')
  })

  it('a 28-day February starting on Sunday fills exactly four weeks', () => {
    const feb = monthWeeks('2026-02')
    expect(feb).toHaveLength(4)
    expect(blanks(feb)).toEqual({ lead: 0, trail: 0 })
    expect(feb[3][6]).toBe('2026-02-28')
  })

  it('a leap-year February has its 29th', () => {
    // February 2028 starts on a Tuesday.
    const feb = monthWeeks('2028-02')
    const days = feb.flat().filter(Boolean)
    expect(days).toHaveLength(29)
    expect(days.at(-1)).toBe('2028-02-29')
    expect(blanks(feb)).toEqual({ lead: 2, trail: 4 })
  })

  it('every day of a 31-day month appears once, in order', () => {
    const days = monthWeeks('2026-12').flat().filter(Boolean)
    expect(days).toEqual(Array.from({ length: 31 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`))
  })

  it('puts each day under its weekday', () => {
    // 5 November 2026 is a Thursday (index 4).
    const week = monthWeeks('2026-11').find((w) => w.includes('2026-11-05'))!
    expect(week.indexOf('2026-11-05')).toBe(4)
  })
})

describe('entriesByDay and entriesByMonth', () => {
  const entries = [
    { date: '2027-01-04', title: 'Lectures resume' },
    { date: '2026-12-25', title: 'Christmas' },
    { date: '2026-12-25', title: 'Break begins' },
    { date: 'bad', title: 'Nothing' },
    { date: '2026-12-01', title: 'Exams' },
  ]
  it('groups by day, keeping the order of a day', () => {
    const byDay = entriesByDay(entries)
    expect(Object.keys(byDay).sort()).toEqual(['2026-12-01', '2026-12-25', '2027-01-04'])
    expect(byDay['2026-12-25'].map((e) => e.title)).toEqual(['Christmas', 'Break begins'])
    expect(byDay['2026-12-02']).toBeUndefined()
    expect(entriesByDay([])).toEqual({})
  })
  it('groups by month in date order', () => {
    const byMonth = entriesByMonth(entries)
    expect(byMonth.map((g) => g.month)).toEqual(['2026-12', '2027-01'])
    expect(byMonth[0].entries.map((e) => e.title)).toEqual(['Exams', 'Christmas', 'Break begins'])
    expect(entriesByMonth([])).toEqual([])
  })
})

describe('types', () => {
  it('labels each type and lists a day’s types once, in legend order', () => {
    expect(typeLabel('exam')).toBe('Examination')
    expect(typeLabel('other')).toBe('other')
    expect(typesOf([{ type: 'exam' }, { type: 'semester' }, { type: 'exam' }])).toEqual(['semester', 'exam'])
    expect(typesOf([])).toEqual([])
  })
})

describe('lagosToday', () => {
  it('is the date in Lagos (UTC+1), not in UTC', () => {
    expect(lagosToday(Date.UTC(2026, 10, 21, 22, 59))).toBe('2026-11-21')
    expect(lagosToday(Date.UTC(2026, 10, 21, 23, 0))).toBe('2026-11-22')
    expect(lagosToday(Date.UTC(2026, 11, 31, 23, 30))).toBe('2027-01-01')
  })
})

describe('examination periods', () => {
  const exam = (date: string, title: string) => ({ date, title, type: 'exam', semesterCode: '2026/2027-1' })
  const begin = exam('2027-01-11', 'First semester examinations begin')
  const end = exam('2027-01-22', 'First semester examinations end')
  const revision = { date: '2027-01-04', title: 'Revision week', type: 'semester', semesterCode: '2026/2027-1' }

  it('pair an exam entry that begins with the next that ends, whatever the order given', () => {
    expect(examPeriods([end, revision, begin])).toEqual([{ begin, end }])
  })

  it('mark every day strictly inside the period, weekends too, with the period and its days', () => {
    const grid = withPeriodDays([revision, begin, end])
    const byDay = entriesByDay(grid)
    const inside = ['12', '13', '14', '15', '16', '17', '18', '19', '20', '21'].map((d) => `2027-01-${d}`)
    for (const day of inside)
      expect(byDay[day], day).toEqual([
        {
          date: day,
          title: 'First semester examinations (11–22 January 2027)',
          type: 'exam',
          semesterCode: '2026/2027-1',
        },
      ])
    // The first and last days keep their own entries, and only those.
    expect(byDay['2027-01-11']).toEqual([begin])
    expect(byDay['2027-01-22']).toEqual([end])
    expect(byDay['2027-01-10']).toBeUndefined()
    expect(byDay['2027-01-23']).toBeUndefined()
    expect(grid).toHaveLength(3 + inside.length)
  })

  it('cross a month end and a leap day', () => {
    const days = withPeriodDays([exam('2028-02-27', 'Examinations begin'), exam('2028-03-02', 'Examinations end')])
    expect(days.slice(2).map((e) => e.date)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01'])
  })

  it('mark nothing for a begin without its end, or an end before the next begin', () => {
    const second = exam('2027-05-31', 'Second semester examinations begin')
    expect(withPeriodDays([begin, second])).toEqual([begin, second])
    expect(examPeriods([begin, second, exam('2027-06-11', 'Second semester examinations end')])).toEqual([
      { begin: second, end: exam('2027-06-11', 'Second semester examinations end') },
    ])
    // Other types are never spans; a one-day examination is its own day.
    const breaks = [
      { ...begin, type: 'break' },
      { ...end, type: 'break' },
    ]
    expect(withPeriodDays(breaks)).toEqual(breaks)
    expect(withPeriodDays([begin, exam('2027-01-11', 'First semester examinations end')])).toHaveLength(2)
  })
})
