import Link from '@/components/ui/link'
import type { ReactNode } from 'react'

import { HeroBanner } from '@/components/ui/hero-banner'
import banner from '@/components/ui/hero-banner.module.css'

import styles from './list-hero.module.css'

type ListHeroProps = {
  /** The page's name: the h1. */
  heading: string
  /** 'Latest news', 'Next event'. */
  kicker: string
  title: string
  href: string
  linkText: string
  image: string
  children?: ReactNode
}

/** The list pages' hero: the page name, then the featured item over its picture. */
export function ListHero({ heading, kicker, title, href, linkText, image, children }: ListHeroProps) {
  return (
    <HeroBanner
      image={image ? { url: image, alt: '', width: 1600, height: 1067 } : null}
      height="large"
      labelledBy="list-hero-heading"
    >
      <h1 id="list-hero-heading" className={styles.heading}>
        {heading}
      </h1>
      <p className={banner.kicker}>{kicker}</p>
      <h2 className={styles.title}>{title}</h2>
      {children}
      <Link className="button button--accent" href={href}>
        {linkText}
        <span className="visually-hidden">: {title}</span>
      </Link>
    </HeroBanner>
  )
}

/** The hero when there is nothing to feature: just the page name. */
export function PlainHero({ heading, text }: { heading: string; text: string }) {
  return (
    <HeroBanner image={null} height="small" labelledBy="list-hero-heading">
      <h1 id="list-hero-heading">{heading}</h1>
      <p>{text}</p>
    </HeroBanner>
  )
}
