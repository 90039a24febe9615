/**
 * The gallery's category tabs: one per category found in the images, in the order each first
 * appears, after 'All'. An unknown or missing category in the address shows all images.
 */

/** The distinct categories of the images, trimmed, in the order each first appears; blanks are left out. */
export function galleryCategories(images: ReadonlyArray<{ category: string }>): string[] {
  const seen = new Set<string>()
  for (const image of images) {
    const name = image.category.trim()
    if (name) seen.add(name)
  }
  return [...seen]
}

/** The category a query-string value chooses, as the data spells it; null (all images) when it matches none. */
export function chooseCategory(categories: readonly string[], value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value
  if (typeof first !== 'string') return null
  const wanted = first.trim().toLowerCase()
  if (!wanted || wanted.length > 200) return null
  return categories.find((c) => c.toLowerCase() === wanted) ?? null
}
