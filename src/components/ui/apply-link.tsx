import { ExternalIcon, NewTabHint } from '@/components/layout/icons'
import { usePageAddress } from '@/components/layout/page-path'
import { AdmissionWindowNote } from '@/components/ui/admission-window'
import type { AdmissionWindowView } from '@/content/admission-steps'
import { linkPing } from '@/lib/visit-tally.mjs'

type ApplyLinkProps = {
  /** The admission site (site settings); nothing shows without it. */
  href: string | null | undefined
  label?: string
  /** Show the external-link icon after the label. */
  icon?: boolean
  className?: string
}

/**
 * 'Apply now': the external admission site in a new tab; nothing when the site settings have none.
 * Following it is counted by the browser's ping, with no script (docs/decisions/0038).
 */
export function ApplyLink({
  href,
  label = 'Apply now',
  icon = false,
  className = 'button button--accent',
}: ApplyLinkProps) {
  const page = usePageAddress()
  if (!href) return null
  return (
    <a
      className={className}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      ping={page ? linkPing('apply', page.origin, page.pathname) : undefined}
    >
      {label}
      {icon ? <ExternalIcon /> : null}
      <NewTabHint />
    </a>
  )
}

/**
 * The apply link as a call to action in a paragraph of its own (after steps, aid, halls, portals),
 * after whether applications are open today when the page knows (`admissionWindow`).
 */
export function ApplyCallout({
  href,
  label = 'Apply Now',
  className,
  admissionWindow = null,
  calendarLink = true,
}: {
  href: string | null | undefined
  label?: string
  /** An extra class for the paragraph. */
  className?: string
  /** Today's admission window, shown before the link. */
  admissionWindow?: AdmissionWindowView | null
  /** Link the window's line to the admission calendar (not on the page that shows it). */
  calendarLink?: boolean
}) {
  return (
    <>
      <AdmissionWindowNote state={admissionWindow} calendarLink={calendarLink} />
      {href ? (
        <p className={className ? `actions ${className}` : 'actions'}>
          <ApplyLink href={href} label={label} icon />
        </p>
      ) : null}
    </>
  )
}
