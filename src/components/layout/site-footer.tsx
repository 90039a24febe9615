import { FrozenMarkup } from '@/components/ui/frozen-markup'
import Link from '@/components/ui/link'

import type { SiteView } from '@/content/site'
import { TOGGLE_PATH } from '@/lib/data-light.mjs'
import { telHref } from '@/lib/phone'
import { pathOf } from '@/lib/routes'

import { SiteMark } from './crest'
import { ExternalIcon, NewTabHint } from './icons'
import styles from './site-footer.module.css'
import { SocialIcon } from './social-icons'

type FooterLink = { label: string; href: string; external?: boolean }
type FooterColumn = { title: string; links: FooterLink[] }

/** External links exist only when their setting is filled in. */
function external(label: string, href: string | null): FooterLink[] {
  return href ? [{ label, href, external: true }] : []
}

export function footerColumns(site: SiteView): FooterColumn[] {
  const { links } = site
  return [
    {
      title: 'Academics',
      links: [
        { label: 'Faculties', href: pathOf('faculties') },
        { label: 'Undergraduate programmes', href: pathOf('undergraduate') },
        { label: 'Find a programme', href: pathOf('programmeFinder') },
        { label: 'Academic calendar', href: pathOf('calendar') },
        { label: 'Centres of Excellence', href: pathOf('centres') },
      ],
    },
    {
      title: 'Admission',
      links: [
        { label: 'How to apply', href: pathOf('applicationProcess') },
        { label: 'Tuition & fees', href: pathOf('tuition') },
        { label: 'Scholarships', href: pathOf('scholarships') },
        { label: 'Hostel', href: pathOf('hostel') },
        ...external('Admission portal', links.admissionSite),
      ],
    },
    {
      title: 'About',
      links: [
        { label: 'Our history', href: pathOf('history') },
        { label: 'Leadership', href: pathOf('leadership') },
        { label: 'Campus life', href: pathOf('campusLife') },
        { label: 'News', href: pathOf('news') },
        { label: 'Events', href: pathOf('events') },
        { label: 'Gallery', href: pathOf('gallery') },
        { label: 'Contact us', href: pathOf('contact') },
      ],
    },
    {
      title: 'Important Links',
      links: [
        { label: 'Portals directory', href: pathOf('portals') },
        ...external('Student & staff portal', links.portalSite),
        { label: 'Library', href: pathOf('library') },
        ...external('Library catalogue', links.libraryCatalogue),
        ...external('Institutional repository', links.repository),
        ...external('Journals', links.journals),
        ...external('Open courseware', links.openCourseware),
      ],
    },
  ]
}

function FooterAnchor({ link, className }: { link: FooterLink; className?: string }) {
  if (link.external) {
    const split = link.label.lastIndexOf(' ')
    const head = split > 0 ? link.label.slice(0, split) : ''
    const last = split > 0 ? link.label.slice(split + 1) : link.label
    return (
      <a className={className} href={link.href} target="_blank" rel="noopener noreferrer">
        {head ? `${head} ` : null}
        {/* The icon never wraps onto a line of its own. */}
        <span className={styles.nowrap}>
          {last}
          <ExternalIcon className={styles.externalIcon} />
        </span>
        <NewTabHint />
      </a>
    )
  }
  return (
    <Link className={className} href={link.href}>
      {link.label}
    </Link>
  )
}

/**
 * The data-light switch. Pages are the same for everyone (prerendered), so both states are in the
 * page and the stylesheet shows the one that holds: the server marks light pages with a class on
 * <html>. Plain links to the server's switch, which stores the choice and comes back here
 * (the browser's Referer names the page), so it works without JavaScript.
 */
function DataLightSwitch() {
  return (
    <p className={styles.dataLight}>
      <span className={styles.lightOff}>
        Data-light mode: off ·{' '}
        <a href={`${TOGGLE_PATH}?on=1`} rel="nofollow">
          Turn on<span className="visually-hidden"> data-light mode</span>
        </a>
      </span>
      <span className={styles.lightOn}>
        Data-light mode: on ·{' '}
        <a href={`${TOGGLE_PATH}?on=0`} rel="nofollow">
          Turn off<span className="visually-hidden"> data-light mode</span>
        </a>
      </span>
    </p>
  )
}

/** The site footer: link columns, contact details, legal links, social links and the copyright line. */
export function SiteFooter({ site }: { site: SiteView }) {
  // Rendered on the server, so the year is the server's at render time.
  const year = new Date().getFullYear()
  // The same on every page: rendered once (src/components/ui/frozen-markup.tsx).
  return (
    <FrozenMarkup as="footer" className={`on-dark deferred ${styles.footer}`} cacheKey={JSON.stringify([site, year])}>
      <FooterContent site={site} year={year} />
    </FrozenMarkup>
  )
}

function FooterContent({ site, year }: { site: SiteView; year: number }) {
  return (
    <>
      <div className={`container ${styles.top}`}>
        <div className={styles.about}>
          <Link href="/" className={styles.brand}>
            <SiteMark logo={site.logo} height={48} className={styles.crest} />
            <span>{site.institutionName}</span>
          </Link>
          {site.motto ? <p className={styles.motto}>{site.motto}</p> : null}
          <FooterContact site={site} />
        </div>
        <FooterColumns site={site} />
      </div>
      <FooterBottom site={site} year={year} />
    </>
  )
}

/** The postal address, phone numbers and e-mail addresses, each shown only when the settings have it. */
function FooterContact({ site }: { site: SiteView }) {
  const { emails } = site
  return (
    <address className={styles.contact}>
      {site.postalAddress ? (
        <div className={styles.contactGroup}>
          <p className={styles.contactLabel}>Postal address</p>
          <p className={styles.postal}>{site.postalAddress}</p>
        </div>
      ) : null}
      {site.phones.length > 0 ? (
        <div className={styles.contactGroup}>
          <p className={styles.contactLabel} id="footer-phone">
            Phone
          </p>
          <ul className={styles.contactList} aria-labelledby="footer-phone">
            {site.phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)}>{phone}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {emails.general || emails.admissions ? (
        <div className={styles.contactGroup}>
          <p className={styles.contactLabel} id="footer-email">
            E-mail
          </p>
          <ul className={styles.contactList} aria-labelledby="footer-email">
            {emails.general ? (
              <li>
                <a href={`mailto:${emails.general}`}>{emails.general}</a>
                <span className={styles.contactNote}>General enquiries</span>
              </li>
            ) : null}
            {emails.admissions ? (
              <li>
                <a href={`mailto:${emails.admissions}`}>{emails.admissions}</a>
                <span className={styles.contactNote}>Admissions</span>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </address>
  )
}

/** The footer's link columns (footerColumns). */
function FooterColumns({ site }: { site: SiteView }) {
  return (
    <nav className={styles.columns} aria-label="Footer">
      {footerColumns(site).map((column) => (
        <div key={column.title} className={styles.column}>
          <h2 className={styles.columnTitle}>{column.title}</h2>
          <ul className={styles.links}>
            {column.links.map((link) => (
              <li key={link.href + link.label}>
                <FooterAnchor link={link} className={styles.link} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}

/** The bottom bar: the copyright line, the data-light switch, the legal links and the social links. */
function FooterBottom({ site, year }: { site: SiteView; year: number }) {
  return (
    <div className={styles.bottom}>
      <div className={`container ${styles.bottomInner}`}>
        <p className={styles.copyright}>
          © {year} {site.institutionName}. All rights reserved.
        </p>
        <DataLightSwitch />
        {site.legal.length > 0 ? (
          <ul className={styles.legal} aria-label="Legal">
            {site.legal.map((link) => (
              <li key={link.label}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        ) : null}
        {site.social.length > 0 ? <SocialLinks site={site} /> : null}
      </div>
    </div>
  )
}

/** The university's social media accounts, each opening in a new tab. */
function SocialLinks({ site }: { site: SiteView }) {
  return (
    <ul className={styles.social} aria-label="Social media">
      {site.social.map((link) => (
        <li key={link.network}>
          <a className={styles.socialLink} href={link.href} target="_blank" rel="noopener noreferrer">
            <SocialIcon network={link.network} />
            <span className="visually-hidden">
              {site.institutionName} on {link.label}
            </span>
            <NewTabHint />
          </a>
        </li>
      ))}
    </ul>
  )
}
