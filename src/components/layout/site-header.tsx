import { FrozenMarkup } from '@/components/ui/frozen-markup'
import Link from '@/components/ui/link'

import type { SiteView } from '@/content/site'
import { linkPing } from '@/lib/visit-tally.mjs'

import { SiteMark } from './crest'
import { DesktopNav } from './desktop-nav'
import { HeaderSearch } from './header-search'
import { ExternalIcon, NewTabHint } from './icons'
import { MobileMenu } from './mobile-menu'
import { buildNavigation } from './navigation'
import styles from './site-header.module.css'

const LOGO_HEIGHT = 44

/**
 * A document page (src/astro/pages): its path, as it has no router the navigation could ask, and the site's
 * origin (for absolute addresses such as the 'Apply now' link's ping).
 */
export type DocumentPage = { pathname: string; origin: string }

/** The navigation, for wide screens and small ones: server markup the header's script enhances (no island). */
function navigationLeaves({ site, documentPage }: { site: SiteView; documentPage?: DocumentPage }) {
  const sections = buildNavigation({ portalSite: site.links.portalSite })
  const pathname = documentPage?.pathname ?? ''
  return {
    desktop: <DesktopNav sections={sections} pathname={pathname} />,
    mobile: <MobileMenu sections={sections} pathname={pathname} />,
  }
}

/**
 * The site header: the institution's mark and name (home link), the navigation, the site search and
 * 'Apply now'. On wide screens the search box sits in the bar; on narrower ones it is a row right
 * under the bar that scrolls away with the page, so the sticky bar stays short. On a document page
 * (`documentPage`) the search suggestions are an island, and the header's script enhances the menus.
 */
export function SiteHeader({ site, documentPage }: { site: SiteView; documentPage?: DocumentPage }) {
  const asIsland = Boolean(documentPage)
  // The same on every page of a path: rendered once (src/components/ui/frozen-markup.tsx).
  const cacheKey = JSON.stringify([site, documentPage?.pathname ?? null])
  return (
    <>
      <FrozenMarkup as="header" className={styles.header} cacheKey={cacheKey}>
        <HeaderBar site={site} documentPage={documentPage} />
      </FrozenMarkup>
      <FrozenMarkup as="div" className={styles.searchRow} cacheKey={String(asIsland)}>
        <div className="container">
          <HeaderSearch id="site-search-narrow" className={styles.searchNarrow} asIsland={asIsland} />
        </div>
      </FrozenMarkup>
    </>
  )
}

/** The header's bar: the mark and name, the navigation, the search box for wide screens and 'Apply now'. */
function HeaderBar({ site, documentPage }: { site: SiteView; documentPage?: DocumentPage }) {
  const navigation = navigationLeaves({ site, documentPage })
  const asIsland = Boolean(documentPage)
  return (
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
      {navigation.desktop}
      <HeaderSearch id="site-search-wide" className={styles.searchWide} asIsland={asIsland} />
      {site.links.admissionSite ? (
        <a
          className={`button button--accent ${styles.apply}`}
          href={site.links.admissionSite}
          target="_blank"
          rel="noopener noreferrer"
          ping={documentPage ? linkPing('apply', documentPage.origin, documentPage.pathname) : undefined}
        >
          Apply now
          <ExternalIcon />
          <NewTabHint />
        </a>
      ) : null}
      {navigation.mobile}
    </div>
  )
}
