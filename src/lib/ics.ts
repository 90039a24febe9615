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

export function buildIcs(calendar: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(calendar.name)}`,
    'X-WR-TIMEZONE:Africa/Lagos',
  ]
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
  lines.push('END:VCALENDAR')
  return lines.map(foldLine).join('\r\n') + '\r\n'
}
