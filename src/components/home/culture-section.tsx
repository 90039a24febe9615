import { pictureData } from '@/components/ui/picture-data'
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
  // The pictures' markup is worked out here, on the server, so the island's script does not carry next/image.
  // No blurred placeholder: below the first screen, each card's colour stands in while its picture loads, and
  // the three placeholders (each in the markup and again in the island's props) were 6.5 KB of the home page,
  // 0.6 KB of it compressed, sent before anything paints (issue 54).
  const items = links.map(({ title, href, image }) => ({
    title,
    href,
    picture: pictureData({
      className: styles.image,
      src: image,
      alt: '',
      fill: true,
      sizes: '(min-width: 960px) 380px, 80vw',
      'data-decorative': true,
    }),
  }))
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
