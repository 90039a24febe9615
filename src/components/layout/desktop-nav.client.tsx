'use client'

import { useRef } from 'react'

import { useDisclosures } from '@/client-hooks/use-disclosures'
import { useHydrated } from '@/client-hooks/use-hydrated'

import styles from './desktop-nav.module.css'
import { ChevronDownIcon } from './icons'
import { NavItemList } from './nav-item-link'
import { isInSection, type NavSection } from './navigation'

/**
 * The wide-screen navigation: each section is a native disclosure (`<details>`, its `<summary>` the
 * control) that shows a list of links, so it opens without JavaScript (and in data-light mode). The
 * shared `name` keeps one open at a time where browsers support it; the script does it elsewhere,
 * and closes the open section on Escape, a click outside, focus moving out of it or choosing a link.
 * `pathname` is given on a document page, which has no router to ask for it.
 */
export function DesktopNav({ sections, pathname: pagePath }: { sections: NavSection[]; pathname?: string }) {
  const navRef = useRef<HTMLElement>(null)
  const { open, pathname, close, disclosure } = useDisclosures(navRef, pagePath)
  // Without script the browser exposes the summary's state itself; a fixed attribute would go stale.
  const hydrated = useHydrated()

  return (
    <nav ref={navRef} aria-label="Main" className={styles.nav}>
      <ul className={styles.sections}>
        {sections.map((section) => {
          const menuId = `nav-menu-${section.id}`
          return (
            <li key={section.id} className={styles.section}>
              <details name="main-navigation" className={styles.disclosure} {...disclosure(section.id)}>
                <summary
                  className={styles.trigger}
                  aria-expanded={hydrated ? open === section.id : undefined}
                  aria-controls={menuId}
                  data-current={isInSection(pathname, section) ? '' : undefined}
                >
                  {section.label}
                  <ChevronDownIcon className={styles.chevron} />
                </summary>
                <NavItemList
                  id={menuId}
                  listClassName={styles.menu}
                  items={section.items}
                  pathname={pathname}
                  className={styles.link}
                  externalIconClassName={styles.external}
                  onChoose={close}
                />
              </details>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
