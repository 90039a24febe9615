import type { SiteView } from '@/content/site'

// The brand marks (Simple Icons, CC0) in one file beside this one, built with its content's hash in its name
// (/_astro/social-icons.<hash>.svg), so a browser keeps it for good.
import sprite from './social-icons.svg'

type Network = SiteView['social'][number]['network']

/**
 * A network's mark, drawn in currentColor, from the sprite rather than written into each page: the marks'
 * paths are 1.3 KB of every page compressed, and they sit in the footer, which a slow line reaches last
 * (issue 54: the page in the first round trip). The sprite is fetched once, as the footer is drawn.
 */
export function SocialIcon({ network, className }: { network: Network; className?: string }) {
  return (
    <svg className={className} width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false">
      <use href={`${sprite.src}#${network}`} />
    </svg>
  )
}
