'use client'

import { usePathname } from 'next/navigation'
import { useRef, useState, type FocusEvent } from 'react'

import { useDismiss } from '@/client-hooks/use-dismiss'

import styles from './desktop-nav.module.css'
import { ChevronDownIcon } from './icons'
import { NavItemList } from './nav-item-link'
import { isInSection, type NavSection } from './navigation'

/**
 * The wide-screen navigation: each section is a disclosure (a button with aria-expanded that
 * shows a list of links). One section is open at a time; Escape, a click outside, moving focus
 * away or choosing a link closes it.
 */
export function DesktopNav({ sections }: { sections: NavSection[] }) {
  const pathname = usePathname()
  const [open, setOpen] = useState<string | null>(null)
  const [shownPath, setShownPath] = useState(pathname)
  const navRef = useRef<HTMLElement>(null)

  // A new page (also through back/forward) closes the open section.
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setOpen(null)
  }

  useDismiss(navRef, open !== null, ({ escape, focusWasInside }) => {
    setOpen(null)
    if (escape && focusWasInside) document.getElementById(`nav-button-${open}`)?.focus()
  })

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(null)
  }
  const close = () => setOpen(null)

  return (
    <nav ref={navRef} aria-label="Main" className={styles.nav} onBlur={onBlur}>
      <ul className={styles.sections}>
        {sections.map((section) => {
          const expanded = open === section.id
          const menuId = `nav-menu-${section.id}`
          return (
            <li key={section.id} className={styles.section}>
              <button
                id={`nav-button-${section.id}`}
                type="button"
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={menuId}
                data-current={isInSection(pathname, section) ? '' : undefined}
                onClick={() => setOpen(expanded ? null : section.id)}
              >
                {section.label}
                <ChevronDownIcon className={styles.chevron} />
              </button>
              <NavItemList
                id={menuId}
                listClassName={styles.menu}
                hidden={!expanded}
                items={section.items}
                pathname={pathname}
                className={styles.link}
                externalIconClassName={styles.external}
                onChoose={close}
              />
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
