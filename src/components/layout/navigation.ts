import { pathOf } from '@/lib/routes'

/**
 * The site's top navigation. Addresses come from the route table (src/lib/routes.ts). Plain data: the header's client
 * leaves receive it as props. A section's own page is its first item ("About overview").
 */

export type NavItem = {
  label: string
  href: string
  /** Another site: opens in a new tab with rel="noopener noreferrer". */
  external?: boolean
}

export type NavSection = {
  /** Used for ids; stable and unique. */
  id: string
  label: string
  href: string
  items: NavItem[]
}

export type NavigationLinks = {
  /** The external student and staff portal; the item is left out when empty. */
  portalSite: string | null
}

export function buildNavigation(links: NavigationLinks): NavSection[] {
  return [
    {
      id: 'about',
      label: 'About',
      href: pathOf('about'),
      items: [
        { label: 'About overview', href: pathOf('about') },
        { label: 'Our History', href: pathOf('history') },
        { label: 'Leadership', href: pathOf('leadership') },
        { label: 'Campus Life', href: pathOf('campusLife') },
        { label: 'Contact', href: pathOf('contact') },
      ],
    },
    {
      id: 'academics',
      label: 'Academics',
      href: pathOf('academics'),
      items: [
        { label: 'Academics overview', href: pathOf('academics') },
        { label: 'Faculties', href: pathOf('faculties') },
        { label: 'Departments', href: pathOf('departments') },
        { label: 'Undergraduate Programmes', href: pathOf('undergraduate') },
        { label: 'Calendar', href: pathOf('calendar') },
      ],
    },
    {
      id: 'admissions',
      label: 'Admissions',
      href: pathOf('admissions'),
      items: [
        { label: 'Admissions overview', href: pathOf('admissions') },
        { label: 'Application Process', href: pathOf('applicationProcess') },
        { label: 'Screening & Acceptance', href: pathOf('screening') },
        { label: 'How to Pay', href: pathOf('howToPay') },
        { label: 'Tuition & Fees', href: pathOf('tuition') },
        { label: 'Programme Finder', href: pathOf('programmeFinder') },
        { label: 'Eligibility Checker', href: pathOf('eligibility') },
        { label: 'Compare Programmes', href: pathOf('compare') },
        { label: 'Fee Estimate', href: pathOf('feeEstimate') },
        { label: 'Scholarships', href: pathOf('scholarships') },
      ],
    },
    {
      id: 'resources',
      label: 'Resources',
      href: pathOf('resources'),
      items: [
        { label: 'Resources overview', href: pathOf('resources') },
        ...(links.portalSite ? [{ label: 'Portals', href: links.portalSite, external: true }] : []),
        { label: 'Events', href: pathOf('events') },
        { label: 'News', href: pathOf('news') },
        { label: 'Gallery', href: pathOf('gallery') },
        { label: 'Centre of Excellence', href: pathOf('centres') },
        { label: 'Scholarships', href: pathOf('scholarships') },
      ],
    },
  ]
}

/** True when the link leads to the page being shown. */
export function isCurrent(pathname: string, href: string): boolean {
  return pathname === href
}

/** True when the page being shown belongs to the section. */
export function isInSection(pathname: string, section: NavSection): boolean {
  return (
    pathname === section.href ||
    pathname.startsWith(`${section.href}/`) ||
    section.items.some((item) => !item.external && pathname === item.href)
  )
}
