import { HeroBanner } from '@/components/ui/hero-banner'
import type { ImageView } from '@/content/media'

import styles from './about-hero.module.css'

type AboutHeroProps = { title: string; text: string; image: ImageView | null }

/** The page's opening: its one h1 over the campus picture. */
export function AboutHero({ title, text, image }: AboutHeroProps) {
  return (
    <HeroBanner image={image} height="large" labelledBy="about-title">
      <p className="eyebrow">About us</p>
      <h1 id="about-title" className={styles.title}>
        {title}
      </h1>
      {text ? <p className={styles.text}>{text}</p> : null}
    </HeroBanner>
  )
}
