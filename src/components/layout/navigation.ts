/**
 * The site's top navigation, as SPEC.md lists it. Plain data: the header's client
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
      href: '/about',
      items: [
        { label: 'About overview', href: '/about' },
        { label: 'Our History', href: '/about/history' },
        { label: 'Leadership', href: '/about/leadership' },
        { label: 'Campus Life', href: '/about/campus' },
        { label: 'Contact', href: '/about/contact' },
      ],
    },
    {
      id: 'academics',
      label: 'Academics',
      href: '/academics',
      items: [
        { label: 'Academics overview', href: '/academics' },
        { label: 'Faculties', href: '/academics/faculties' },
        { label: 'Calendar', href: '/academics/calendar' },
      ],
    },
    {
      id: 'admissions',
      label: 'Admissions',
      href: '/admissions',
      items: [
        { label: 'Admissions overview', href: '/admissions' },
        { label: 'Application Process', href: '/admissions/process' },
        { label: 'Tuition & Fees', href: '/admissions/tuition' },
      ],
    },
    {
      id: 'resources',
      label: 'Resources',
      href: '/resources',
      items: [
        { label: 'Resources overview', href: '/resources' },
        ...(links.portalSite ? [{ label: 'Portals', href: links.portalSite, external: true }] : []),
        { label: 'Events', href: '/resources/events' },
        { label: 'News', href: '/resources/news' },
        { label: 'Gallery', href: '/resources/gallery' },
        { label: 'Center of Excellence', href: '/resources/center-excellence' },
        { label: 'Scholarships', href: '/resources/aid' },
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
