import type { SiteView } from '@/content/site'
import { telHref } from '@/lib/phone'

import styles from './contact.module.css'

/** The main campus address, the helpline and the e-mail addresses; a card without content is left out. */
export function ReachUs({ site }: { site: SiteView }) {
  const mainCampus = site.campusAddresses[0] ?? null
  const emails = [
    { label: 'General enquiries', address: site.emails.general },
    { label: 'Admissions', address: site.emails.admissions },
    { label: 'Partnerships', address: site.emails.partnerships },
  ].flatMap((e) => (e.address ? [{ label: e.label, address: e.address }] : []))

  return (
    <section className="section" aria-label="How to reach us">
      <div className={`container ${styles.cards}`}>
        <div className={styles.card}>
          <h2 className={styles.cardTitle}>{mainCampus ? mainCampus.label : 'Address'}</h2>
          <address className={styles.address}>{mainCampus ? mainCampus.address : site.postalAddress}</address>
        </div>
        {site.phones.length > 0 ? (
          <div className={styles.card}>
            <h2 className={styles.cardTitle}>General helpline</h2>
            <ul className={styles.plainList}>
              {site.phones.map((phone) => (
                <li key={phone}>
                  <a href={telHref(phone)}>{phone}</a>
                </li>
              ))}
            </ul>
            {site.helplineHours ? <p className={styles.muted}>{site.helplineHours}</p> : null}
          </div>
        ) : null}
        {emails.length > 0 ? (
          <div className={styles.card}>
            <h2 className={styles.cardTitle}>E-mail</h2>
            <dl className={styles.emails}>
              {emails.map((e) => (
                <div key={e.label}>
                  <dt>{e.label}</dt>
                  <dd>
                    <a href={`mailto:${e.address}`}>{e.address}</a>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </div>
    </section>
  )
}
