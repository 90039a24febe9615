import type { Metadata } from 'next'

import { ExternalIcon, NewTabHint } from '@/components/layout/icons'
import { SocialIcon } from '@/components/layout/social-icons'
import { HeroBanner } from '@/components/ui/hero-banner'
import { getContactOffices } from '@/content/campus'
import { getSite } from '@/content/site'
import { telHref } from '@/lib/phone'

import styles from './page.module.css'

export const metadata: Metadata = {
  title: 'Contact us',
  description: 'Addresses, helpline, e-mail addresses, key departments and emergency contacts of the university.',
}

/** Contact details: all from the site settings and the contact offices (docs/site.md#contact). No form. */
export default async function ContactPage() {
  const [site, offices] = await Promise.all([getSite(), getContactOffices()])
  const mainCampus = site.campusAddresses[0] ?? null
  const emails = [
    { label: 'General enquiries', address: site.emails.general },
    { label: 'Admissions', address: site.emails.admissions },
    { label: 'Partnerships', address: site.emails.partnerships },
  ].flatMap((e) => (e.address ? [{ label: e.label, address: e.address }] : []))

  return (
    <>
      <HeroBanner image={null} height="small" labelledBy="contact-title">
        <h1 id="contact-title">Contact us</h1>
        <p className="lead">We are here to help: call, write or visit us.</p>
      </HeroBanner>

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

      {offices.length > 0 ? (
        <section className="section section--paper" aria-labelledby="departments-title">
          <div className="container">
            <h2 id="departments-title">Key Departments</h2>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Office</th>
                  <th scope="col">Contact Person</th>
                  <th scope="col">Email</th>
                  <th scope="col">Phone</th>
                </tr>
              </thead>
              <tbody>
                {offices.map((o) => (
                  <tr key={o.Office}>
                    <th scope="row" data-label="Office">
                      {o.Office}
                    </th>
                    <td data-label="Contact Person">{o.ContactPerson}</td>
                    <td data-label="Email">
                      <a href={`mailto:${o.EmailAddress}`}>{o.EmailAddress}</a>
                    </td>
                    <td data-label="Phone">
                      <a href={telHref(o.PhoneNumber)}>{o.PhoneNumber}</a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}

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
    </>
  )
}
