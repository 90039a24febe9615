import Link from '@/components/ui/link'

import { ExternalIcon, NewTabHint } from '@/components/layout/icons'
import { useLightMode } from '@/components/layout/light-mode'
import { PlainPicture, type PictureData } from '@/components/ui/plain-picture'

import styles from './hero-slider.module.css'

export type Slide = {
  title: string
  caption: string
  buttonName: string
  /** A site path or an external https:// address (opened in a new tab). */
  href: string
}

/**
 * One slide: its picture behind a tint, the title, the caption and the button. The picture only decorates (the
 * title says what the slide is about), so data-light mode leaves it out. Only the first slide shows until the
 * slider's script runs (slide-show.ts): the others are `inert`, which also hides them (the CSS), and their
 * pictures wait in a `<template>` until the script wants them.
 */
export function HeroSlide({
  slide,
  position,
  count,
  picture,
}: {
  slide: Slide
  position: number
  count: number
  /** The slide's picture, or null for none (the primary colour shows). */
  picture: PictureData | null
}) {
  const first = position === 1
  const light = useLightMode()
  return (
    <div
      className={styles.slide}
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${count}`}
      inert={!first}
    >
      {picture && first ? <PlainPicture picture={picture} /> : null}
      {picture && !first && !light ? (
        <template>
          <PlainPicture picture={picture} />
        </template>
      ) : null}
      <div className={styles.tint} aria-hidden="true" />
      <div className={`container ${styles.content}`}>
        <h2 className={styles.title}>{slide.title}</h2>
        {slide.caption ? <p className={styles.caption}>{slide.caption}</p> : null}
        {slide.buttonName && slide.href ? <SlideButton name={slide.buttonName} href={slide.href} /> : null}
      </div>
    </div>
  )
}

function SlideButton({ name, href }: { name: string; href: string }) {
  if (/^https?:\/\//.test(href)) {
    return (
      <a className="button button--accent" href={href} target="_blank" rel="noopener noreferrer">
        {name}
        <ExternalIcon />
        <NewTabHint />
      </a>
    )
  }
  return (
    <Link className="button button--accent" href={href}>
      {name}
    </Link>
  )
}
