/**
 * `next/navigation` inside an island (scripts/build-islands.mjs): there is no router on a document
 * page, so no path from it; the components take the page's path from their props instead.
 */
export function usePathname(): string | null {
  return null
}
