import { ExternalIcon, NewTabHint } from '@/components/layout/icons'
import { AdmissionWindowNote } from '@/components/ui/admission-window'
import type { AdmissionWindowView } from '@/content/admission-steps'
import type { OfferingView } from '@/content/home'

import styles from './offerings.module.css'
import { Picture } from '@/components/ui/picture'

type OfferingsProps = {
  offerings: OfferingView[]
  admissionSite: string | null
  /** Whether applications are open today, said once above the cards' 'Apply today' links. */
  admissionWindow: AdmissionWindowView | null
}

/** The programme offering cards, each with 'Apply today' to the admission site. */
export function Offerings({ offerings, admissionSite, admissionWindow }: OfferingsProps) {
  if (offerings.length === 0) return null
  return (
    <section className="section" aria-labelledby="offerings-title">
      <div className="container">
        <p className="eyebrow">Study with us</p>
        <h2 id="offerings-title">Programmes for every stage</h2>
        <AdmissionWindowNote state={admissionWindow} />
        <ul className={styles.grid}>
          {offerings.map((o, i) => (
            <li key={i} className={styles.card}>
              <div className={`media-box ${styles.media}`}>
                {o.image ? (
                  <Picture
                    src={o.image.url}
                    alt={o.image.alt}
                    data-decorative
                    fill
                    sizes="(min-width: 960px) 380px, 100vw"
                  />
                ) : null}
              </div>
              <div className={styles.body}>
                <h3 id={`offering-${i}`}>{o.title}</h3>
                <p>{o.text}</p>
                {admissionSite ? (
                  <a
                    className="button button--ghost"
                    href={admissionSite}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-describedby={`offering-${i}`}
                  >
                    Apply today
                    <ExternalIcon />
                    <NewTabHint />
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
