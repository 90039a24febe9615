import { ExternalIcon, NewTabHint } from '@/components/layout/icons'
import { Picture } from '@/components/ui/picture'
import { Island } from '@/islands/island'
import type { BundledPicture } from '@/lib/picture-attributes'

import styles from './culture-section.module.css'
import { CultureScroller } from './culture-scroller.client'
import { cultureApply, cultureHostel, cultureResearch } from '@/lib/site-pictures'

type CultureLink = { title: string; href: string; image: BundledPicture }

/** The culture section: three picture links in a row that scrolls with previous/next buttons (an island). */
export function CultureSection({ portalStudentPage, portalAdmissionPage }: Record<string, string | null>) {
  const links: CultureLink[] = [
    { title: 'Hostel & Accommodation', href: portalStudentPage ?? '/hostel', image: cultureHostel },
    { title: 'How to apply', href: portalAdmissionPage ?? '/admissions/process', image: cultureApply },
    { title: 'Researched centred learning', href: '/', image: cultureResearch },
  ]
  // The links are the island's slots: rendered here and written once, not again as its props (issue 54). No
  // blurred placeholder: below the first screen, each card's colour stands in while its picture loads.
  const items = links.map((link) => <CultureLinkCard key={link.title} {...link} />)
  return (
    <section className="section section--paper" aria-labelledby="culture-title">
      <div className="container">
        <p className="eyebrow">Student life</p>
        <h2 id="culture-title">A creative, collaborative and inclusive culture</h2>
        <p className="lead">
          Learn in small classes, live on a safe and friendly campus, and join research that matters to our region.
        </p>
        <Island name="culture-scroller" component={CultureScroller} props={{ label: 'Student life links', items }} />
      </div>
    </section>
  )
}

/** A picture link; an address of another site opens in a new tab, and says so. */
function CultureLinkCard({ title, href, image }: CultureLink) {
  const external = /^https?:\/\//.test(href)
  return (
    <a className={styles.link} href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      <Picture
        className={styles.image}
        src={image}
        alt=""
        fill
        sizes="(min-width: 960px) 380px, 80vw"
        data-decorative
      />
      <span className={styles.label}>
        {title}
        {external ? (
          <>
            <ExternalIcon />
            <NewTabHint />
          </>
        ) : null}
      </span>
    </a>
  )
}
