/** 'Apply now': the external admission site in a new tab; nothing when the site settings have none. */
export function ApplyLink({ href, className = 'button button--accent' }: { href: string | null; className?: string }) {
  if (!href) return null
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      Apply now<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  )
}
