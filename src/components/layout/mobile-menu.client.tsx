'use client'

import { useRef } from 'react'

import { useDisclosures } from '@/client-hooks/use-disclosures'
import { useHydrated } from '@/client-hooks/use-hydrated'

import { MenuIcon } from './icons'
import styles from './mobile-menu.module.css'
import { NavItemList } from './nav-item-link'
import { type NavSection } from './navigation'

/**
 * The small-screen navigation: a 'Menu' disclosure (`<details>`, so it opens without JavaScript and in
 * data-light mode) that shows every navigation item as one list. With script, choosing an item,
 * Escape (focus returns to 'Menu'), a tap outside or moving focus away closes it.
 * `pathname` is given on a document page, which has no router to ask for it.
 */
export function MobileMenu({ sections, pathname: pagePath }: { sections: NavSection[]; pathname?: string }) {
  const wrapperRef = useRef<HTMLDivElement>(null)
  const { open, pathname, close, disclosure } = useDisclosures(wrapperRef, pagePath)
  const hydrated = useHydrated()

  return (
    <div ref={wrapperRef} className={styles.wrapper}>
      <details className={styles.disclosure} {...disclosure('menu')}>
        <summary
          className={styles.toggle}
          aria-expanded={hydrated ? open === 'menu' : undefined}
          aria-controls="mobile-menu"
        >
          <MenuIcon open={false} className={styles.iconClosed} />
          <MenuIcon open className={styles.iconOpen} />
          Menu
        </summary>
        <div className={styles.backdrop} aria-hidden="true" onClick={close} />
        <nav id="mobile-menu" aria-label="Main" className={styles.panel}>
          <div className={`container ${styles.groups}`}>
            {sections.map((section) => (
              <div key={section.id} className={styles.group}>
                <p id={`mobile-menu-${section.id}`} className={styles.groupLabel}>
                  {section.label}
                </p>
                <NavItemList
                  listClassName={styles.list}
                  aria-labelledby={`mobile-menu-${section.id}`}
                  items={section.items}
                  pathname={pathname}
                  className={styles.link}
                  externalIconClassName={styles.external}
                  onChoose={close}
                />
              </div>
            ))}
          </div>
        </nav>
      </details>
    </div>
  )
}
