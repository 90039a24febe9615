/** iCalendar (RFC 5545) files for 'Add to calendar' and the subscribable events feed. */

export type IcsEvent = {
  uid: string
  title: string
  description: string
  location: string
  /** Instants in ms since the epoch. */
  start: number
  end: number
  /** When the entry was last published, in ms: the DTSTAMP. */
  stamp: number
  url: string
}

export type IcsCalendar = { name: string; productId: string; events: IcsEvent[] }

/** 20261205T090000Z: UTC, so no time-zone block is needed and every calendar app agrees. */
export function icsDateTime(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** Folds a content line at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let bytes = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // Continuation lines start with a space, which counts towards their 75 octets.
    if (bytes + size > 75) {
      parts.push(current)
      current = ' '
      bytes = 1
    }
    current += char
    bytes += size
  }
  parts.push(current)
  return parts.join('\r\n')
}

/** The calendar around its events' lines, folded, with CRLF line ends. */
function wrapCalendar(calendar: { name: string; productId: string }, eventLines: string[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(calendar.name)}`,
    'X-WR-TIMEZONE:Africa/Lagos',
    ...eventLines,
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join('\r\n') + '\r\n'
}

export function buildIcs(calendar: IcsCalendar): string {
  const lines: string[] = []
  for (const e of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${icsDateTime(e.stamp)}`,
      `DTSTART:${icsDateTime(e.start)}`,
      `DTEND:${icsDateTime(e.end > e.start ? e.end : e.start + 3_600_000)}`,
      `SUMMARY:${icsText(e.title)}`,
    )
    if (e.description) lines.push(`DESCRIPTION:${icsText(e.description)}`)
    if (e.location) lines.push(`LOCATION:${icsText(e.location)}`)
    lines.push(`URL:${e.url}`, 'END:VEVENT')
  }
  return wrapCalendar(calendar, lines)
}

/** An all-day entry: a plain calendar date, no time and no time zone. */
export type IcsAllDayEvent = {
  uid: string
  title: string
  description: string
  /** YYYY-MM-DD. */
  date: string
  /** The last day (YYYY-MM-DD) of an entry spanning several days; omitted or '' for one day. */
  lastDate?: string
  /** When the entry was last changed, in ms: the DTSTAMP. */
  stamp: number
  url: string
}

/** Midnight UTC of a real calendar date written YYYY-MM-DD; null for anything else. */
function utcDay(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return null
  const [year, month, day] = match.slice(1).map(Number)
  const d = new Date(Date.UTC(year, month - 1, day))
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day ? d : null
}

/**
 * 20261205 for 2026-12-05, with the day after it, or after `lastDate` when that is a later valid date
 * (DTEND of an all-day event is exclusive); null when the date is invalid.
 */
export function icsDateRange(date: string, lastDate = ''): { start: string; end: string } | null {
  const start = utcDay(date)
  if (!start) return null
  const last = utcDay(lastDate)
  const through = last && last > start ? last : start
  const basic = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, '')
  return { start: basic(start), end: basic(new Date(through.getTime() + 86_400_000)) }
}

/**
 * A calendar of all-day entries (DTSTART;VALUE=DATE), so every calendar app shows them on the date
 * stored, in any time zone. Entries with an invalid date are left out.
 */
export function buildAllDayIcs(calendar: { name: string; productId: string; events: IcsAllDayEvent[] }): string {
  const lines: string[] = []
  for (const e of calendar.events) {
    const range = icsDateRange(e.date, e.lastDate)
    if (!range) continue
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${icsDateTime(e.stamp)}`,
      `DTSTART;VALUE=DATE:${range.start}`,
      `DTEND;VALUE=DATE:${range.end}`,
      `SUMMARY:${icsText(e.title)}`,
    )
    if (e.description) lines.push(`DESCRIPTION:${icsText(e.description)}`)
    lines.push('TRANSP:TRANSPARENT', `URL:${e.url}`, 'END:VEVENT')
  }
  return wrapCalendar(calendar, lines)
}
