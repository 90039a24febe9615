import type { CSSProperties, ReactNode } from 'react'

import type { ImageView } from '@/content/media'

import styles from './hero-banner.module.css'
import { Picture } from './picture'

export type HeroHeight = 'small' | 'medium' | 'large' | 'full'

type HeroBannerProps = {
  /** The picture; without one the banner shows the primary colour. */
  image: ImageView | null
  /** A named height, or a minimum height in pixels (for example 200 for the centres' banner). */
  height?: HeroHeight | number
  /** Left-aligned (default) or centred content. */
  align?: 'start' | 'center'
  /** Load the picture early: true for the first thing on a page (the usual place of a hero). */
  preload?: boolean
  /** Responsive `sizes` of the picture; the banner is as wide as the viewport. */
  sizes?: string
  className?: string
  /** Names the region, for example the id of the heading inside. */
  labelledBy?: string
  children: ReactNode
}

/**
 * The picture-led banner of docs/site.md#hero-banner: an image filling the box, a dark tint so the white text on
 * top passes AA contrast on any picture, and the children above both. The box has its height
 * before the image loads, so nothing shifts. The picture only decorates (the text on it says what
 * the page is), so data-light mode leaves it out (data-decorative) and the banner is the colour.
 */
export function HeroBanner({
  image,
  height = 'medium',
  align = 'start',
  preload = true,
  sizes = '100vw',
  className,
  labelledBy,
  children,
}: HeroBannerProps) {
  const style =
    typeof height === 'number' ? ({ '--hero-min-height': `${Math.max(120, height)}px` } as CSSProperties) : undefined
  const heightClass = typeof height === 'number' ? styles.custom : styles[height]
  return (
    <section
      className={[styles.hero, heightClass, align === 'center' ? styles.center : '', 'on-dark', className ?? '']
        .filter(Boolean)
        .join(' ')}
      style={style}
      aria-labelledby={labelledBy}
    >
      {image ? (
        <Picture
          className={styles.image}
          src={image.url}
          alt={image.alt}
          data-decorative
          banner
          fill
          sizes={sizes}
          preload={preload}
          loading={preload ? 'eager' : 'lazy'}
        />
      ) : null}
      <div className={styles.tint} aria-hidden="true" />
      <div className={`container ${styles.content}`}>{children}</div>
    </section>
  )
}
