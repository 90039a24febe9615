import Link from '@/components/ui/link'

import { ExternalIcon, NewTabHint } from '@/components/layout/icons'
import { AdmissionWindowNote } from '@/components/ui/admission-window'
import type { AboutPageView } from '@/content/about'

import styles from './call-to-action.module.css'

type CallToActionProps = {
  content: AboutPageView['callToAction']
  /** The admission site from the site settings; without it there is no application button. */
  admissionSite: string | null
  /** Whether applications are open today (the admission calendar), said before the buttons. */
  admissionWindow: AboutPageView['admissionWindow']
}

/** The closing invitation: apply on the admission site (new tab), or tour the campus. */
export function CallToAction({ content, admissionSite, admissionWindow }: CallToActionProps) {
  const apply = admissionSite && content.applyLabel ? { href: admissionSite, label: content.applyLabel } : null
  const tour = content.tourLabel || null
  if (!content.title && !content.text && !apply && !tour) return null
  const heading = content.title || null
  return (
    <section className="section" aria-labelledby={heading ? 'cta-title' : undefined}>
      <div className="container">
        <div className={`${styles.panel} on-dark`}>
          {heading ? (
            <h2 id="cta-title" className={styles.title}>
              {heading}
            </h2>
          ) : null}
          {content.text ? <p className={styles.text}>{content.text}</p> : null}
          <AdmissionWindowNote state={admissionWindow} className={styles.window} />
          {apply || tour ? (
            <div className={`actions ${styles.actions}`}>
              {apply ? (
                <a className="button button--accent" href={apply.href} target="_blank" rel="noopener noreferrer">
                  {apply.label}
                  <ExternalIcon />
                  <NewTabHint />
                </a>
              ) : null}
              {tour ? (
                <Link className="button button--light" href="/about/campus">
                  {tour}
                </Link>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  )
}
