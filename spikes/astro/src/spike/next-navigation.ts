/** Stands in for next/navigation: no router on an Astro page (as src/islands/shims/navigation.ts), and no Next signals to rethrow. */
export function usePathname(): string | null {
  return null
}
export function unstable_rethrow(): void {}
