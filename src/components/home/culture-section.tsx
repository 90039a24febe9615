import type { StaticImageData } from 'next/image'
import Link from '@/components/ui/link'

import { ExternalIcon, NewTabHint } from '@/components/layout/icons'

import applyPicture from './culture-apply.webp'
import hostelPicture from './culture-hostel.webp'
import researchPicture from './culture-research.webp'
import styles from './culture-section.module.css'
import { CultureScroller } from './culture-scroller.client'
import { Picture } from '@/components/ui/picture'

type CultureLink = { title: string; href: string; image: StaticImageData }

/** The culture section (docs/site.md#culture-section): three picture links in a row that scrolls with previous/next buttons. */
export function CultureSection({ portalStudentPage, portalAdmissionPage }: Record<string, string | null>) {
  const links: CultureLink[] = [
    { title: 'Hostel & Accommodation', href: portalStudentPage ?? '/hostel', image: hostelPicture },
    { title: 'How to apply', href: portalAdmissionPage ?? '/admissions/process', image: applyPicture },
    { title: 'Researched centred learning', href: '/', image: researchPicture },
  ]
  return (
    <section className="section section--paper" aria-labelledby="culture-title">
      <div className="container">
        <p className="eyebrow">Student life</p>
        <h2 id="culture-title">A creative, collaborative and inclusive culture</h2>
        <p className="lead">
          Learn in small classes, live on a safe and friendly campus, and join research that matters to our region.
        </p>
        <CultureScroller label="Student life links">
          {links.map((link) => {
            const external = /^https?:\/\//.test(link.href)
            const content = (
              <>
                <Picture
                  className={styles.image}
                  src={link.image}
                  alt=""
                  data-decorative
                  fill
                  sizes="(min-width: 960px) 380px, 80vw"
                  placeholder="blur"
                />
                <span className={styles.label}>
                  {link.title}
                  {external ? (
                    <>
                      <ExternalIcon />
                      <NewTabHint />
                    </>
                  ) : null}
                </span>
              </>
            )
            return (
              <li key={link.title} className={styles.item}>
                {external ? (
                  <a className={styles.link} href={link.href} target="_blank" rel="noopener noreferrer">
                    {content}
                  </a>
                ) : (
                  <Link className={styles.link} href={link.href}>
                    {content}
                  </Link>
                )}
              </li>
            )
          })}
        </CultureScroller>
      </div>
    </section>
  )
}
