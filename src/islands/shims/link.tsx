import type { AnchorHTMLAttributes } from 'react'

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string
  prefetch?: boolean | null
  replace?: boolean
  scroll?: boolean
}

/**
 * `next/link` inside an island (scripts/build-islands.mjs): a plain link, as the server rendered it. A
 * document page has no client-side router, so every link loads its page.
 */
export default function Link({ href, prefetch: _prefetch, replace: _replace, scroll: _scroll, ...rest }: Props) {
  return <a href={href} {...rest} />
}
