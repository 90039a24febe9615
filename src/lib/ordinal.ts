/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 101st, 111th. */
export function ordinal(n: number): string {
  const lastTwo = Math.abs(n) % 100
  const last = Math.abs(n) % 10
  // 11, 12 and 13 (and 111, 212 …) take 'th' despite their last digit.
  const suffix =
    lastTwo >= 11 && lastTwo <= 13 ? 'th' : last === 1 ? 'st' : last === 2 ? 'nd' : last === 3 ? 'rd' : 'th'
  return `${n}${suffix}`
}
