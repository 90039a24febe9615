import type { ReactNode } from 'react'

/** Stands in for FrozenMarkup (decision 32): the header and footer rendered in place; Astro's route cache stores the page. */
export function FrozenMarkup({ as: Tag, className, children }: { as: 'header' | 'footer' | 'div'; className?: string; cacheKey: string; children: ReactNode }) {
  return <Tag className={className}>{children}</Tag>
}
