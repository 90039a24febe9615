/**
 * Wrap-around positions for sliders and the lightbox: moving past the last item comes back to the
 * first, and moving before the first goes to the last.
 */

/** `index` brought into 0…length-1, counting round; 0 for an empty list or a non-integer index. */
export function wrapIndex(index: number, length: number): number {
  if (!Number.isInteger(length) || length <= 0 || !Number.isInteger(index)) return 0
  return ((index % length) + length) % length
}

/** The start of a slider's window after one press: `step` items forward (+1) or back (-1), wrapping. */
export function stepWrap(start: number, step: number, length: number, direction: 1 | -1): number {
  return wrapIndex(start + direction * Math.max(1, Math.trunc(step)), length)
}

/** The items of a window of `count` starting at `start`, wrapping; never more than the list holds. */
export function windowIndexes(start: number, count: number, length: number): number[] {
  if (length <= 0 || count <= 0) return []
  const first = wrapIndex(start, length)
  return Array.from({ length: Math.min(count, length) }, (_, i) => (first + i) % length)
}
