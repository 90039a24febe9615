import { ExternalIcon, NewTabHint } from '@/components/layout/icons'

type ApplyLinkProps = {
  /** The admission site (site settings); nothing shows without it. */
  href: string | null | undefined
  label?: string
  /** Show the external-link icon after the label. */
  icon?: boolean
  className?: string
}

/** 'Apply now': the external admission site in a new tab; nothing when the site settings have none. */
export function ApplyLink({
  href,
  label = 'Apply now',
  icon = false,
  className = 'button button--accent',
}: ApplyLinkProps) {
  if (!href) return null
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {label}
      {icon ? <ExternalIcon /> : null}
      <NewTabHint />
    </a>
  )
}

/** The apply link as a call to action in a paragraph of its own (after steps, aid, halls, portals). */
export function ApplyCallout({
  href,
  label = 'Apply Now',
  className,
}: {
  href: string | null | undefined
  label?: string
  /** An extra class for the paragraph. */
  className?: string
}) {
  if (!href) return null
  return (
    <p className={className ? `actions ${className}` : 'actions'}>
      <ApplyLink href={href} label={label} icon />
    </p>
  )
}
