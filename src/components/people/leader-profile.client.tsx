'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react'

import { useHydrated } from '@/client-hooks/use-hydrated'

import styles from './people.module.css'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

type LeaderProfileProps = {
  /** The name with its title, as the modal's heading. */
  name: string
  designation: string
  /** Their own page (the profile at an address of its own), offered in the dialog to open or share. */
  href: string
  /** The photo, rendered on the server. */
  photo: ReactNode
  /** The sanitized description, rendered on the server; null when there is none. */
  children: ReactNode
}

/** Tab and Shift+Tab wrap around inside the dialog. */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>, dialog: HTMLDialogElement | null) {
  if (event.key !== 'Tab' || !dialog) return
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE))
  if (focusable.length === 0) return
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  const active = document.activeElement
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}

/** Without JavaScript: the description opens in place under the card. */
function ProfileInPlace({ name, children }: { name: string; children: ReactNode }) {
  if (!children) return null
  return (
    <details className={`${styles.details} script-hidden`}>
      <summary>
        About <span className="visually-hidden">{name}</span>
      </summary>
      {children}
    </details>
  )
}

type LeaderDialogProps = LeaderProfileProps & {
  dialogRef: RefObject<HTMLDialogElement | null>
  openerRef: RefObject<HTMLButtonElement | null>
  titleId: string
}

/** The modal: name and designation, photo and description, and a link to the profile's own page. */
function LeaderDialog({ dialogRef, openerRef, titleId, name, designation, href, photo, children }: LeaderDialogProps) {
  const close = () => dialogRef.current?.close()
  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => wrapTab(event, dialogRef.current)}
      // Runs for the Close button, Escape and a click on the backdrop alike.
      onClose={() => openerRef.current?.focus()}
      onClick={(event) => {
        if (event.target === dialogRef.current) close()
      }}
    >
      <div className={styles.dialogHeader}>
        <div>
          <h2 id={titleId} className={styles.dialogTitle}>
            {name}
          </h2>
          <p className={styles.cardDesignation}>{designation}</p>
        </div>
        <button type="button" className="button button--ghost" onClick={close}>
          Close
        </button>
      </div>
      <div className={styles.dialogBody}>
        {photo}
        {children ?? <p>More about this member of the university’s leadership is coming soon.</p>}
      </div>
      <p className={styles.dialogLink}>
        <a href={href}>
          Open this profile on its own page <span className="visually-hidden">({name})</span>
        </a>
      </p>
    </dialog>
  )
}

/**
 * A leadership card's "Read profile" button and its modal: a native <dialog> (the page behind is
 * inert, Escape closes it), focus kept inside and returned to the button on close. The button shows
 * from the first paint where script runs (`script-only`), and the directory's script loads when the
 * visitor reaches for it (src/islands/entries/leadership.tsx): a press before then opens the profile
 * once it has come. Without JavaScript the description opens in place under the card instead
 * (`script-hidden`, so it takes no room meanwhile where script runs).
 */
export function LeaderProfile({ name, designation, href, photo, children }: LeaderProfileProps) {
  const hydrated = useHydrated()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const [openOnceHydrated, setOpenOnceHydrated] = useState(false)
  useEffect(() => {
    if (openOnceHydrated && hydrated) dialogRef.current?.showModal()
  }, [openOnceHydrated, hydrated])

  // The same button before and after hydration, so React keeps it (and a press made meanwhile).
  const opener = (
    <button
      ref={openerRef}
      type="button"
      className={`${styles.cardButton} script-only`}
      onClick={() => (dialogRef.current ? dialogRef.current.showModal() : setOpenOnceHydrated(true))}
    >
      Read profile <span className="visually-hidden">of {name}</span>
    </button>
  )

  return (
    <>
      {opener}
      {hydrated ? (
        <LeaderDialog
          dialogRef={dialogRef}
          openerRef={openerRef}
          titleId={titleId}
          name={name}
          designation={designation}
          href={href}
          photo={photo}
        >
          {children}
        </LeaderDialog>
      ) : (
        <ProfileInPlace name={name}>{children}</ProfileInPlace>
      )}
    </>
  )
}
