'use client'

import { useRef, useState } from 'react'

import { ExternalIcon, NewTabHint } from '@/components/layout/icons'
import { PlayIcon } from '@/components/news-events/icons'

import styles from './campus-banner.module.css'

type CampusVideoProps = {
  /** The player's (embed) address, shown in the modal. */
  videoUrl: string
  /** The video's own page, for visitors without JavaScript (and in data-light mode); null: none. */
  pageUrl: string | null
  title: string
}

/**
 * 'Watch the campus video' and its modal: a native <dialog> (focus moves in, the page behind is
 * inert, Escape closes it), and the video iframe exists only while it is open, so the page never
 * downloads a video player nobody asked for. The button shows from the first paint where script runs
 * (`script-only`; a press before the script came is made again once it has); where none will run
 * (scripting off, data-light mode) a link to the video's own page shows instead (`script-hidden`).
 */
export function CampusVideo({ videoUrl, pageUrl, title }: CampusVideoProps) {
  return (
    <>
      {pageUrl ? (
        <div className="script-hidden">
          <a className="button button--accent" href={pageUrl} target="_blank" rel="noopener noreferrer">
            <PlayIcon />
            Watch the campus video
            <ExternalIcon />
            <NewTabHint />
          </a>
        </div>
      ) : null}
      <VideoModal videoUrl={videoUrl} title={title} />
    </>
  )
}

function VideoModal({ videoUrl, title }: { videoUrl: string; title: string }) {
  const [open, setOpen] = useState(false)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLButtonElement>(null)

  const show = () => {
    setOpen(true)
    dialogRef.current?.showModal()
  }
  // Runs for the Close button, Escape and a click on the backdrop alike.
  const onClose = () => {
    setOpen(false)
    openerRef.current?.focus()
  }

  return (
    <>
      <button ref={openerRef} type="button" className="button button--accent script-only" onClick={show}>
        <PlayIcon />
        Watch the campus video
      </button>
      <dialog
        ref={dialogRef}
        className={`dialog ${styles.dialog}`}
        aria-labelledby="campus-video-title"
        onClose={onClose}
        onClick={(event) => {
          if (event.target === dialogRef.current) dialogRef.current.close()
        }}
      >
        <div className={styles.dialogHeader}>
          <h2 id="campus-video-title" className={styles.dialogTitle}>
            {title}
          </h2>
          <button type="button" className="button button--ghost" onClick={() => dialogRef.current?.close()}>
            Close
          </button>
        </div>
        <div className={styles.frame}>
          {open ? (
            <iframe
              src={videoUrl}
              title={title}
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : null}
        </div>
      </dialog>
    </>
  )
}
