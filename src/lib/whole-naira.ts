import { formatNaira } from './money'

/** A naira amount without kobo when it is whole ('₦500,000'); kobo stay when there are some ('₦1,250.50'). */
export function formatWholeNaira(amount: number): string {
  const text = formatNaira(amount)
  return Number.isInteger(amount) ? text.replace(/\.00$/, '') : text
}
