'use client'

import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent as ReactMouseEvent } from 'react'

import { PlainPicture, type PictureData } from '@/components/ui/plain-picture'
import { galleryImagesHref, galleryPageHref, galleryPageOf } from '@/lib/gallery-list'
import { stepWrap, windowIndexes, wrapIndex } from '@/lib/wrap'

import styles from './gallery.module.css'
import { THUMB_SIZES } from './thumb-sizes'

/** A gallery image with its pictures' markup worked out on the server (viewer-items.ts). */
export type GalleryViewerItem = {
  id: number
  title: string
  subCategory: string | null
  /** Where the picture opens without script: the large one, else the thumbnail; null when neither exists. */
  href: string | null
  /** The picture in the sliders; null when the upload is missing ('No image available'). */
  thumb: PictureData | null
  /** The picture in the lightbox. */
  large: PictureData | null
}

/** One window of a category's images and where it sits among all of them. */
export type GalleryViewerList = {
  items: GalleryViewerItem[]
  total: number
  page: number
  start: number
  hasEarlier: boolean
  hasMore: boolean
}

type SliderConfig = {
  id: string
  heading: string
  /** How far one press of previous/next moves (the number of items per step). */
  step: number
  /** Layout: how many show at once (fewer on a phone; see the CSS). */
  variant: 'four' | 'two'
  sizes: string
}

/** The two sliders: four at a time stepping by 4, then two larger ones stepping by 2; both wrap. */
const SLIDERS: SliderConfig[] = [
  {
    id: 'gallery-glance',
    heading: 'At a glance',
    step: 4,
    variant: 'four',
    sizes: THUMB_SIZES,
  },
  {
    id: 'gallery-close',
    heading: 'Up close',
    step: 2,
    variant: 'two',
    sizes: '(min-width: 1280px) 590px, (min-width: 640px) 47vw, 92vw',
  },
]

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M10 3.5 5.5 8l4.5 4.5' : 'M6 3.5 10.5 8 6 12.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

function Missing() {
  return <span className={styles.missing}>No image available</span>
}

/** A plain click (no modifier key, main button) opens the lightbox; others keep the link's own behaviour. */
const isPlainClick = (e: ReactMouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey

/** Previous and next: move the slider's window by its step, wrapping at the ends (only with script). */
function SliderControls({ listId, move }: { listId: string; move: (direction: 1 | -1) => void }) {
  return (
    <div className={`${styles.controls} script-only`}>
      <button type="button" className={styles.control} aria-controls={listId} onClick={() => move(-1)}>
        <ChevronIcon direction="left" />
        Previous
      </button>
      <button type="button" className={styles.control} aria-controls={listId} onClick={() => move(1)}>
        Next
        <ChevronIcon direction="right" />
      </button>
    </div>
  )
}

/**
 * One image of a slider: a link to the picture that opens the lightbox on a plain click, or (its
 * upload missing) the frame alone; then its sub-category.
 */
function SliderItem({
  item,
  sizes,
  onOpen,
}: {
  item: GalleryViewerItem
  sizes: string
  onOpen: (opener: HTMLElement) => void
}) {
  const frame = (
    <span className={styles.frame}>
      {item.thumb ? <PlainPicture picture={{ ...item.thumb, img: { ...item.thumb.img, sizes } }} /> : <Missing />}
    </span>
  )
  const caption = <span className={styles.caption}>{item.title}</span>
  const href = item.href
  return (
    <li className={styles.item}>
      {href ? (
        <a
          href={href}
          className={styles.open}
          data-lightbox
          onClick={(e) => {
            if (!isPlainClick(e)) return
            e.preventDefault()
            onOpen(e.currentTarget)
          }}
        >
          {frame}
          {caption}
        </a>
      ) : (
        <span className={styles.open}>
          {frame}
          {caption}
        </span>
      )}
      {item.subCategory ? <span className={styles.sub}>{item.subCategory}</span> : null}
    </li>
  )
}

function Slider({
  config,
  items,
  onOpen,
}: {
  config: SliderConfig
  items: GalleryViewerItem[]
  onOpen: (index: number, opener: HTMLElement) => void
}) {
  const [start, setStart] = useState(0)
  const [moved, setMoved] = useState(false)
  const count = items.length
  // Every image, from the window's first: the list's CSS shows as many as fit the slider.
  const order = windowIndexes(start, count, count)
  const move = (direction: 1 | -1) => {
    setStart((s) => stepWrap(s, config.step, count, direction))
    setMoved(true)
  }
  const headingId = `${config.id}-title`
  const listId = `${config.id}-list`
  return (
    <section className={styles.slider} aria-labelledby={headingId} data-step={config.step}>
      <div className={styles.sliderHead}>
        <h2 id={headingId} className={styles.sliderTitle}>
          {config.heading}
        </h2>
        {count > 1 ? <SliderControls listId={listId} move={move} /> : null}
      </div>
      <ul
        id={listId}
        // The slider's window from the first paint (where no script runs, the grid shows instead).
        className={`${styles.track} ${styles[config.variant]}`}
        data-testid={listId}
      >
        {order.map((i) => (
          <SliderItem key={items[i].id} item={items[i]} sizes={config.sizes} onOpen={(opener) => onOpen(i, opener)} />
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {moved ? `Now showing from image ${start + 1} of ${count}.` : ''}
      </p>
    </section>
  )
}

type MoreJson = { items: GalleryViewerItem[]; page: number; total: number; hasMore: boolean }

const fetchImages = async (category: string | null, page: number): Promise<MoreJson> => {
  const response = await fetch(galleryImagesHref(category, page), { headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`gallery images: ${response.status}`)
  return (await response.json()) as MoreJson
}

/**
 * The gallery's two sliders and its lightbox. The server renders each slider as it first shows, so
 * nothing moves when the script takes over; where no script runs the island takes no room and a paged
 * grid shows instead (gallery-grid.tsx). Once hydrated, previous and next move the sliders, and a click
 * opens the image large in a modal dialog (useLightbox). 'Show more' adds the next images to the
 * sliders in place. A picture whose upload is missing is not a link and does not open.
 */
export function GalleryViewer({ category, list }: { category: string | null; list: GalleryViewerList }) {
  const [loaded, setLoaded] = useState(list)
  const [busy, setBusy] = useState(false)
  const [added, setAdded] = useState('')
  const items = loaded.items
  const lightbox = useLightbox(category, loaded)

  const showMore = (event: ReactMouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event) || busy) return
    event.preventDefault()
    const href = event.currentTarget.href
    setBusy(true)
    fetchImages(category, loaded.page + 1)
      .then((json) => {
        setLoaded((l) => ({
          ...l,
          items: [...l.items, ...json.items],
          page: json.page,
          total: json.total,
          hasMore: json.hasMore,
        }))
        setAdded(`${json.items.length} more images added to the sliders.`)
        window.history.replaceState(null, '', galleryPageHref(category, json.page))
      })
      .catch(() => window.location.assign(href))
      .finally(() => setBusy(false))
  }

  return (
    <div className={styles.viewer}>
      {loaded.start > 0 || loaded.hasMore ? (
        <p className={styles.count} data-testid="gallery-count">
          Showing {loaded.start + 1}&ndash;{loaded.start + items.length} of {loaded.total} images.
          {loaded.hasEarlier ? (
            <>
              {' '}
              <a href={galleryPageHref(category)}>Show the first images</a>
            </>
          ) : null}
        </p>
      ) : null}
      {SLIDERS.map((config) => (
        <Slider
          key={config.id}
          config={config}
          items={items}
          onOpen={(i, opener) => lightbox.open(loaded.start + i, opener)}
        />
      ))}
      {loaded.hasMore ? (
        <p className={styles.more}>
          <a
            className="button"
            href={galleryPageHref(category, loaded.page + 1)}
            onClick={showMore}
            aria-disabled={busy || undefined}
          >
            Show more images
          </a>
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {added}
      </p>
      <LightboxDialog lightbox={lightbox} />
    </div>
  )
}

/**
 * The images the lightbox can show: every image of the category, not only those in the sliders. It
 * counts over them all (`total`); an image beyond the sliders comes with its page of the JSON address
 * when the lightbox reaches it. `undefined`: still coming; null: it could not be read.
 */
function useCategoryImages(category: string | null, loaded: GalleryViewerList) {
  const [pages, setPages] = useState<Record<number, GalleryViewerItem[] | null>>({})
  const asked = useRef(new Set<number>())
  const itemAt = (index: number): GalleryViewerItem | null | undefined => {
    const inSliders = index - loaded.start
    if (inSliders >= 0 && inSliders < loaded.items.length) return loaded.items[inSliders]
    const { page, offset } = galleryPageOf(index)
    const fetched = pages[page]
    return fetched === null ? null : fetched?.[offset]
  }
  const ensure = (index: number) => {
    if (itemAt(index) !== undefined) return
    const { page } = galleryPageOf(index)
    if (asked.current.has(page)) return
    asked.current.add(page)
    fetchImages(category, page)
      .then((json) => setPages((p) => ({ ...p, [page]: json.items })))
      .catch(() => setPages((p) => ({ ...p, [page]: null })))
  }
  return { total: loaded.total, itemAt, ensure }
}

type Lightbox = ReturnType<typeof useLightbox>

/**
 * The lightbox's state: which image of the category is open (previous/next wrap over all of them),
 * the dialog, and where focus goes back to when it closes.
 */
function useLightbox(category: string | null, loaded: GalleryViewerList) {
  const images = useCategoryImages(category, loaded)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const openerRef = useRef<HTMLElement | null>(null)
  const [current, setCurrent] = useState<number | null>(null)
  const count = images.total
  // The image shown, fetched with its page when the sliders do not have it.
  useEffect(() => {
    if (current !== null) images.ensure(current)
  })
  return {
    dialogRef,
    closeRef,
    current,
    count,
    item: current === null ? undefined : images.itemAt(current),
    open: (index: number, opener: HTMLElement) => {
      openerRef.current = opener
      setCurrent(index)
      const dialog = dialogRef.current
      if (dialog && !dialog.open) dialog.showModal()
      closeRef.current?.focus()
    },
    close: () => dialogRef.current?.close(),
    go: (direction: 1 | -1) => setCurrent((i) => (i === null ? i : wrapIndex(i + direction, count))),
    onClosed: () => {
      setCurrent(null)
      openerRef.current?.focus()
    },
  }
}

function trapTab(e: KeyboardEvent<HTMLDialogElement>) {
  // Keep focus among the dialog's own controls.
  const controls = Array.from(e.currentTarget.querySelectorAll<HTMLElement>('button:not([disabled])'))
  if (controls.length === 0) return
  const first = controls[0]
  const last = controls[controls.length - 1]
  const active = document.activeElement
  if (e.shiftKey && (active === first || !e.currentTarget.contains(active))) {
    e.preventDefault()
    last.focus()
  } else if (!e.shiftKey && (active === last || !e.currentTarget.contains(active))) {
    e.preventDefault()
    first.focus()
  }
}

/** The stage: the large picture, 'No image available', or a word while the image comes. */
function Stage({ item }: { item: GalleryViewerItem | null | undefined }) {
  if (item === undefined) return <p className={styles.loading}>Loading the image…</p>
  if (item === null) return <p className={styles.loading}>This image could not be loaded. Please try again later.</p>
  return item.large ? (
    <PlainPicture key={item.id} picture={{ ...item.large, img: { ...item.large.img, className: styles.large } }} />
  ) : (
    <span className={styles.largeMissing}>
      <Missing />
    </span>
  )
}

/** The lightbox: previous/next wrap, arrow keys, Escape closes, focus stays inside and goes back to the opener. */
function LightboxDialog({ lightbox }: { lightbox: Lightbox }) {
  const { dialogRef, closeRef, current, count, item, close, go, onClosed } = lightbox
  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
      e.preventDefault()
      go(e.key === 'ArrowRight' ? 1 : -1)
    } else if (e.key === 'Tab') trapTab(e)
  }
  return (
    <dialog
      ref={dialogRef}
      className={styles.lightbox}
      aria-labelledby="lightbox-title"
      onKeyDown={onKeyDown}
      onClose={onClosed}
      onClick={(e) => {
        // A click on the backdrop (the dialog box itself, outside its content) closes it.
        if (e.target === e.currentTarget) close()
      }}
    >
      <div className={styles.lightboxInner}>
        <div className={styles.lightboxBar}>
          <h2 id="lightbox-title" className={styles.lightboxTitle}>
            {item?.title ?? 'Image'}
          </h2>
          <button ref={closeRef} type="button" className={styles.control} onClick={close}>
            Close
          </button>
        </div>
        <div className={styles.stage}>{current === null ? null : <Stage item={item} />}</div>
        <div className={styles.lightboxNav}>
          <button type="button" className={styles.control} onClick={() => go(-1)}>
            <ChevronIcon direction="left" />
            Previous
          </button>
          <p className={styles.counter} aria-live="polite">
            {current === null ? '' : `Image ${current + 1} of ${count}`}
          </p>
          <button type="button" className={styles.control} onClick={() => go(1)}>
            Next
            <ChevronIcon direction="right" />
          </button>
        </div>
      </div>
    </dialog>
  )
}
