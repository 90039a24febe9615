import { ExternalIcon, NewTabHint } from '@/components/layout/icons'

/** The 'Apply Now' button to the admission site (a new tab); nothing when the site is not set. */
export function ApplyLink({ href, className }: { href: string | null | undefined; className?: string }) {
  if (!href) return null
  return (
    <p className={className ? `actions ${className}` : 'actions'}>
      <a className="button button--accent" href={href} target="_blank" rel="noopener noreferrer">
        Apply Now
        <ExternalIcon />
        <NewTabHint />
      </a>
    </p>
  )
}
