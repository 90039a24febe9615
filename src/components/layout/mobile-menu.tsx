import { MenuIcon } from './icons'
import styles from './mobile-menu.module.css'
import { NavItemList } from './nav-item-link'
import { type NavSection } from './navigation'

/**
 * The small-screen navigation: a 'Menu' disclosure (`<details>`, so it opens without JavaScript and in
 * data-light mode) that shows every navigation item as one list. With the header's script, choosing an item,
 * Escape (focus returns to 'Menu'), a tap outside or on the backdrop, or moving focus away closes it
 * (`data-disclosures`: src/islands/disclosures.ts).
 */
export function MobileMenu({ sections, pathname }: { sections: NavSection[]; pathname: string }) {
  return (
    <div className={styles.wrapper} data-disclosures>
      <details className={styles.disclosure}>
        <summary className={styles.toggle} aria-controls="mobile-menu">
          <MenuIcon open={false} className={styles.iconClosed} />
          <MenuIcon open className={styles.iconOpen} />
          Menu
        </summary>
        <div className={styles.backdrop} aria-hidden="true" data-dismiss />
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
                />
              </div>
            ))}
          </div>
        </nav>
      </details>
    </div>
  )
}
