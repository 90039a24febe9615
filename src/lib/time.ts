/** Clock times as the contract stores them: HH:MM or HH:MM:SS, 24-hour. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/

export function isValidTime(value: unknown): value is string {
  return typeof value === 'string' && TIME_PATTERN.test(value)
}

/**
 * A 24-hour time (HH:MM or HH:MM:SS) as 12-hour clock time without seconds: 00:15 → 12:15 AM,
 * 12:00 → 12:00 PM, 18:05:00 → 6:05 PM. Anything else is returned unchanged, as the spec says.
 */
export function to12Hour(value: string): string {
  if (!isValidTime(value)) return value
  const [h, m] = value.split(':')
  const hours = Number(h)
  return `${hours % 12 || 12}:${m} ${hours < 12 ? 'AM' : 'PM'}`
}
