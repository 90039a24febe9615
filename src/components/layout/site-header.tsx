import Link from '@/components/ui/link'

import type { SiteView } from '@/content/site'

import { SiteMark } from './crest'
import { DesktopNav } from './desktop-nav.client'
import { HeaderSearch } from './header-search'
import { ExternalIcon, NewTabHint } from './icons'
import { MobileMenu } from './mobile-menu.client'
import { buildNavigation } from './navigation'
import styles from './site-header.module.css'

const LOGO_HEIGHT = 44

/**
 * The site header: the institution's mark and name (home link), the navigation, the site search and
 * 'Apply now'. On wide screens the search box sits in the bar; on narrower ones it is a row right
 * under the bar that scrolls away with the page, so the sticky bar stays short.
 */
export function SiteHeader({ site }: { site: SiteView }) {
  const sections = buildNavigation({ portalSite: site.links.portalSite })
  return (
    <>
      <header className={styles.header}>
        <div className={`container ${styles.inner}`}>
          <Link href="/" className={`${styles.brand} ${site.shortName ? styles.hasShortName : ''}`}>
            <SiteMark logo={site.logo} height={LOGO_HEIGHT} className={styles.logo} eager />
            <span className={`${styles.name} ${site.shortName ? 'sr-only-narrow' : ''}`}>{site.institutionName}</span>
            {site.shortName ? (
              <span className={styles.shortName} aria-hidden="true">
                {site.shortName}
              </span>
            ) : null}
            <span className="visually-hidden">, home page</span>
          </Link>
          <DesktopNav sections={sections} />
          <HeaderSearch id="site-search-wide" className={styles.searchWide} />
          {site.links.admissionSite ? (
            <a
              className={`button button--accent ${styles.apply}`}
              href={site.links.admissionSite}
              target="_blank"
              rel="noopener noreferrer"
            >
              Apply now
              <ExternalIcon />
              <NewTabHint />
            </a>
          ) : null}
          <MobileMenu sections={sections} />
        </div>
      </header>
      <div className={styles.searchRow}>
        <div className="container">
          <HeaderSearch id="site-search-narrow" className={styles.searchNarrow} />
        </div>
      </div>
    </>
  )
}
