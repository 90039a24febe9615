import Link from '@/components/ui/link'

import { ExternalIcon, NewTabHint } from './icons'
import { isCurrent, type NavItem } from './navigation'

type Props = {
  item: NavItem
  pathname: string
  className: string
  externalIconClassName: string
}

/** One navigation item: an in-site link marked when current, or another site opened in a new tab. */
export function NavItemLink({ item, pathname, className, externalIconClassName }: Props) {
  if (item.external) {
    return (
      <a className={className} href={item.href} target="_blank" rel="noopener noreferrer">
        {item.label}
        <ExternalIcon className={externalIconClassName} />
        <NewTabHint />
      </a>
    )
  }
  return (
    <Link className={className} href={item.href} aria-current={isCurrent(pathname, item.href) ? 'page' : undefined}>
      {item.label}
    </Link>
  )
}

type ListProps = Omit<Props, 'item'> & {
  items: NavItem[]
  id?: string
  listClassName: string
  'aria-labelledby'?: string
}

/** A section's items as a list, the same in the wide navigation and the small-screen menu. */
export function NavItemList({ items, id, listClassName, 'aria-labelledby': labelledBy, ...link }: ListProps) {
  return (
    <ul id={id} className={listClassName} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.href}>
          <NavItemLink item={item} {...link} />
        </li>
      ))}
    </ul>
  )
}
