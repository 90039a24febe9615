'use client'

import { usePathname } from 'next/navigation'
import { useRef, useState, type FocusEvent } from 'react'

import { useDismiss } from '@/client-hooks/use-dismiss'

import { MenuIcon } from './icons'
import styles from './mobile-menu.module.css'
import { NavItemList } from './nav-item-link'
import { type NavSection } from './navigation'

/**
 * The small-screen navigation: a 'Menu' button that shows every navigation item as one list.
 * Choosing an item, Escape (focus returns to the button), a tap outside or moving focus away closes it.
 */
export function MobileMenu({ sections }: { sections: NavSection[] }) {
  const pathname = usePathname()
  const [open, setOpen] = useState(false)
  const [shownPath, setShownPath] = useState(pathname)
  const wrapperRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)

  // A new page (also through back/forward) closes the menu.
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setOpen(false)
  }

  useDismiss(wrapperRef, open, ({ escape }) => {
    setOpen(false)
    if (escape) toggleRef.current?.focus()
  })

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false)
  }
  const close = () => setOpen(false)

  return (
    <div ref={wrapperRef} className={styles.wrapper} onBlur={onBlur}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((value) => !value)}
      >
        <MenuIcon open={open} />
        Menu
      </button>
      {open ? <div className={styles.backdrop} aria-hidden="true" onClick={close} /> : null}
      <nav id="mobile-menu" aria-label="Main" className={styles.panel} hidden={!open}>
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
    </div>
  )
}
