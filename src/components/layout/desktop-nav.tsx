import styles from './desktop-nav.module.css'
import { ChevronDownIcon } from './icons'
import { NavItemList } from './nav-item-link'
import { isInSection, type NavSection } from './navigation'

/**
 * The wide-screen navigation: each section is a native disclosure (`<details>`, its `<summary>` the
 * control) that shows a list of links, so it opens without JavaScript (and in data-light mode). The
 * shared `name` keeps one open at a time where browsers support it; the header's script does it elsewhere,
 * and closes the open section on Escape, a press outside, focus moving out of it or choosing a link
 * (`data-disclosures`: src/islands/disclosures.ts).
 */
export function DesktopNav({ sections, pathname }: { sections: NavSection[]; pathname: string }) {
  return (
    <nav aria-label="Main" className={styles.nav} data-disclosures>
      <ul className={styles.sections}>
        {sections.map((section) => {
          const menuId = `nav-menu-${section.id}`
          return (
            <li key={section.id} className={styles.section}>
              <details name="main-navigation" className={styles.disclosure}>
                <summary
                  className={styles.trigger}
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
                />
              </details>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
