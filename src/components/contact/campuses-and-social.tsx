import { ExternalIcon, NewTabHint } from '@/components/layout/icons'
import { SocialIcon } from '@/components/layout/social-icons'
import type { SiteView } from '@/content/site'
import { telHref } from '@/lib/phone'

import styles from './contact.module.css'

/** Every campus address, the social media links and the emergency numbers; an empty list is left out. */
export function CampusesAndSocial({ site }: { site: SiteView }) {
  return (
    <section className="section" aria-label="Campuses, social media and emergencies">
      <div className={`container ${styles.footerGrid}`}>
        {site.campusAddresses.length > 0 ? (
          <div>
            <h2 className={styles.cardTitle}>Our campuses</h2>
            {site.campusAddresses.map((a) => (
              <div key={a.label} className={styles.campus}>
                <h3 className={styles.smallTitle}>{a.label}</h3>
                <address className={styles.address}>{a.address}</address>
              </div>
            ))}
          </div>
        ) : null}
        {site.social.length > 0 ? (
          <div>
            <h2 className={styles.cardTitle}>Follow us</h2>
            <ul className={styles.social}>
              {site.social.map((s) => (
                <li key={s.network}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer">
                    <SocialIcon network={s.network} />
                    {s.label}
                    <ExternalIcon />
                    <NewTabHint />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {site.emergencyContacts.length > 0 ? (
          <div>
            <h2 className={styles.cardTitle}>Emergency contacts</h2>
            <ul className={styles.plainList}>
              {site.emergencyContacts.map((c) => (
                <li key={c.label} className={styles.emergency}>
                  <span className={styles.emergencyLabel}>
                    {c.label}
                    {c.note ? ` (${c.note})` : null}
                  </span>
                  <a href={telHref(c.phone)}>{c.phone}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  )
}
