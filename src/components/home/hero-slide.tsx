import Image, { type StaticImageData } from 'next/image'
import Link from 'next/link'

import { ExternalIcon, NewTabHint } from '@/components/layout/icons'
import banner from '@/components/ui/hero-banner.module.css'

import styles from './hero-slider.module.css'

export type Slide = {
  title: string
  caption: string
  buttonName: string
  /** A site path or an external https:// address (opened in a new tab). */
  href: string
  /** A site-relative URL or a bundled picture; '' shows the primary colour. */
  image: string | StaticImageData
}

/**
 * One slide: its picture behind a tint, the title, the caption and the button. The picture only
 * decorates (the title says what the slide is about), so data-light mode leaves it out.
 */
export function HeroSlide({
  slide,
  position,
  count,
  active,
}: {
  slide: Slide
  position: number
  count: number
  active: boolean
}) {
  const first = position === 1
  return (
    <div
      className={`${styles.slide} ${active ? styles.active : ''}`}
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${count}`}
      inert={!active}
    >
      {slide.image ? (
        <Image
          className={banner.image}
          src={slide.image}
          alt=""
          data-decorative
          fill
          sizes="100vw"
          preload={first}
          loading={first ? 'eager' : 'lazy'}
          placeholder={typeof slide.image === 'object' && slide.image.blurDataURL ? 'blur' : 'empty'}
        />
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
