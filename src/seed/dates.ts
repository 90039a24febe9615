/** Dates relative to the day the seed runs, and the academic calendar of the current session. */

const DAY = 24 * 60 * 60 * 1000

/** Midnight UTC of the given day. */
export function startOfDay(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()))
}

export function addDays(d: Date, days: number): Date {
  return new Date(d.getTime() + days * DAY)
}

/**
 * A plain calendar date as Payload stores date-only fields: noon UTC, so the
 * day stays the same in every time zone from UTC-11 to UTC+11.
 */
export function calendarDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day, 12)).toISOString()
}

export function asCalendarDate(d: Date): string {
  return calendarDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate())
}

/** Moves Saturday and Sunday to the next Monday. */
export function weekday(d: Date): Date {
  const dow = d.getUTCDay()
  return dow === 6 ? addDays(d, 2) : dow === 0 ? addDays(d, 1) : d
}

/** The first `weekdayIndex` (0 = Sunday) on or after the given day. */
export function onOrAfter(year: number, month: number, day: number, weekdayIndex: number): Date {
  const d = new Date(Date.UTC(year, month - 1, day))
  return addDays(d, (weekdayIndex - d.getUTCDay() + 7) % 7)
}

/** Easter Sunday (Gregorian, anonymous algorithm). */
export function easterSunday(year: number): Date {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return new Date(Date.UTC(year, month - 1, day))
}

/**
 * Islamic holidays follow the moon and are declared by the Federal Government
 * shortly before; these are the expected dates. Years not listed are skipped.
 */
const LUNAR_HOLIDAYS: Record<number, Array<[number, number, string]>> = {
  2025: [
    [3, 31, 'Eid-el-Fitr'],
    [6, 6, 'Eid-el-Kabir'],
    [9, 5, 'Eid-el-Maulud'],
  ],
  2026: [
    [3, 20, 'Eid-el-Fitr'],
    [5, 27, 'Eid-el-Kabir'],
    [8, 26, 'Eid-el-Maulud'],
  ],
  2027: [
    [3, 10, 'Eid-el-Fitr'],
    [5, 17, 'Eid-el-Kabir'],
    [8, 15, 'Eid-el-Maulud'],
  ],
  2028: [
    [2, 27, 'Eid-el-Fitr'],
    [5, 5, 'Eid-el-Kabir'],
    [8, 4, 'Eid-el-Maulud'],
  ],
  2029: [
    [2, 14, 'Eid-el-Fitr'],
    [4, 24, 'Eid-el-Kabir'],
    [7, 24, 'Eid-el-Maulud'],
  ],
  2030: [
    [2, 5, 'Eid-el-Fitr'],
    [4, 14, 'Eid-el-Kabir'],
    [7, 13, 'Eid-el-Maulud'],
  ],
  2031: [
    [1, 25, 'Eid-el-Fitr'],
    [4, 3, 'Eid-el-Kabir'],
    [7, 3, 'Eid-el-Maulud'],
  ],
  2032: [
    [1, 14, 'Eid-el-Fitr'],
    [3, 22, 'Eid-el-Kabir'],
    [6, 21, 'Eid-el-Maulud'],
  ],
}

export type CalendarSeed = {
  date: string
  title: string
  type: 'semester' | 'holiday' | 'break' | 'exam' | 'event'
  semesterCode: string | null
}

/** The session that contains `today`: September of one year to August of the next. */
export function sessionStartYear(today: Date): number {
  return today.getUTCMonth() >= 8 ? today.getUTCFullYear() : today.getUTCFullYear() - 1
}

export function academicCalendar(today: Date): { session: string; entries: CalendarSeed[] } {
  const y = sessionStartYear(today)
  const session = `${y}/${y + 1}`
  const first = `${session}-1`
  const second = `${session}-2`
  const entries: CalendarSeed[] = []
  const add = (d: Date, title: string, type: CalendarSeed['type'], semesterCode: string | null) =>
    entries.push({ date: asCalendarDate(d), title, type, semesterCode })
  const mon = (year: number, month: number, day: number) => onOrAfter(year, month, day, 1)
  const sat = (year: number, month: number, day: number) => onOrAfter(year, month, day, 6)
  const fri = (year: number, month: number, day: number) => onOrAfter(year, month, day, 5)

  // First semester: September to January.
  add(mon(y, 9, 7), 'Resumption of returning students', 'semester', first)
  add(mon(y, 9, 7), 'Registration for first semester opens', 'semester', first)
  add(mon(y, 9, 14), 'First semester lectures begin', 'semester', first)
  add(fri(y, 10, 2), 'Last day of course registration', 'semester', first)
  add(sat(y, 10, 17), 'Matriculation ceremony for new students', 'event', first)
  add(mon(y, 10, 26), 'Mid-semester break begins', 'break', first)
  add(mon(y, 11, 2), 'Lectures resume after mid-semester break', 'semester', first)
  add(fri(y, 11, 13), 'Founder’s Day lecture', 'event', first)
  add(fri(y, 12, 11), 'First semester lectures end', 'semester', first)
  add(sat(y, 12, 12), 'Christmas and New Year break begins', 'break', first)
  add(mon(y + 1, 1, 4), 'Revision week', 'semester', first)
  add(mon(y + 1, 1, 11), 'First semester examinations begin', 'exam', first)
  add(fri(y + 1, 1, 22), 'First semester examinations end', 'exam', first)
  add(sat(y + 1, 1, 23), 'Inter-semester break begins', 'break', first)

  // Second semester: February to June.
  add(mon(y + 1, 2, 8), 'Second semester lectures begin', 'semester', second)
  add(fri(y + 1, 2, 26), 'Last day of course registration', 'semester', second)
  add(mon(y + 1, 3, 22), 'Mid-semester break begins', 'break', second)
  const easter = easterSunday(y + 1)
  const resume = mon(y + 1, 3, 29)
  // Lectures never resume on Easter Monday, a public holiday.
  add(
    resume.getTime() === addDays(easter, 1).getTime() ? addDays(resume, 1) : resume,
    'Lectures resume after mid-semester break',
    'semester',
    second,
  )
  add(fri(y + 1, 4, 23), 'Inter-faculty games', 'event', second)
  add(fri(y + 1, 5, 21), 'Second semester lectures end', 'semester', second)
  add(mon(y + 1, 5, 31), 'Second semester examinations begin', 'exam', second)
  add(fri(y + 1, 6, 11), 'Second semester examinations end', 'exam', second)
  add(sat(y + 1, 6, 19), 'Long vacation begins', 'break', null)
  add(sat(y + 1, 7, 17), 'Convocation ceremony', 'event', null)
  add(mon(y + 1, 7, 5), 'Students’ Industrial Work Experience begins', 'semester', null)
  add(new Date(Date.UTC(y + 1, 7, 31)), 'End of the academic session', 'semester', null)

  // Public holidays of Nigeria that fall in the session.
  add(new Date(Date.UTC(y, 9, 1)), 'Independence Day (public holiday)', 'holiday', first)
  add(new Date(Date.UTC(y, 11, 25)), 'Christmas Day (public holiday)', 'holiday', first)
  add(new Date(Date.UTC(y, 11, 26)), 'Boxing Day (public holiday)', 'holiday', first)
  add(new Date(Date.UTC(y + 1, 0, 1)), 'New Year’s Day (public holiday)', 'holiday', first)
  add(addDays(easter, -2), 'Good Friday (public holiday)', 'holiday', second)
  add(addDays(easter, 1), 'Easter Monday (public holiday)', 'holiday', second)
  add(new Date(Date.UTC(y + 1, 4, 1)), 'Workers’ Day (public holiday)', 'holiday', second)
  add(new Date(Date.UTC(y + 1, 5, 12)), 'Democracy Day (public holiday)', 'holiday', second)
  const sessionStart = Date.UTC(y, 8, 1)
  const sessionEnd = Date.UTC(y + 1, 7, 31)
  for (const year of [y, y + 1]) {
    for (const [month, day, name] of LUNAR_HOLIDAYS[year] ?? []) {
      const d = new Date(Date.UTC(year, month - 1, day))
      if (d.getTime() < sessionStart || d.getTime() > sessionEnd) continue
      const semester =
        d.getTime() < Date.UTC(y + 1, 1, 1) ? first : d.getTime() < Date.UTC(y + 1, 5, 19) ? second : null
      add(d, `${name} (public holiday, date subject to declaration)`, 'holiday', semester)
    }
  }
  entries.sort((a, b) => a.date.localeCompare(b.date))
  return { session, entries }
}
