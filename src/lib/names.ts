/** Staff names. */
export function fullName(...parts: Array<string | null | undefined>): string {
  return parts
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(' ')
}

/** "Adaeze Okon (Mrs.)" → "Adaeze Okon": the directory shows names without bracketed notes. */
export function withoutBrackets(name: string): string {
  return name
    .replace(/\s*[([{][^)\]}]*[)\]}]/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim()
}
