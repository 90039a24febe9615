/**
 * The Levenshtein distance between two words (insertions, deletions and substitutions), or
 * `max + 1` as soon as it is known to be larger than `max`: cheap enough to compare a misspelt
 * word with every word of the site search's vocabulary.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      best = Math.min(best, current[j])
    }
    // Every later row is at least this row's smallest value: stop once it is over the bound.
    if (best > max) return max + 1
    previous = current
  }
  return Math.min(previous[b.length], max + 1)
}
