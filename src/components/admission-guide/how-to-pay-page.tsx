import Link from '@/components/ui/link'

import { DocumentFrame } from '@/components/layout/document-frame'
import { ExternalIcon, NewTabHint } from '@/components/layout/icons'
import { HeroBanner } from '@/components/ui/hero-banner'
import { WhatsAppBand } from '@/components/ui/whatsapp-chat'
import type { HowToPayView, PaymentChannelView } from '@/content/admission-guide'
import type { DocumentBase } from '@/content/document'
import { pathOf } from '@/lib/routes'

import styles from './guide.module.css'
import { Lines } from './lines'

function Channel({ channel }: { channel: PaymentChannelView }) {
  return (
    <li className={styles.card}>
      <h3 className={styles.subTitle}>{channel.name}</h3>
      {channel.instructions.length > 0 ? (
        <ol className={styles.list} aria-label={`Paying with ${channel.name}`}>
          {channel.instructions.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ol>
      ) : null}
      {channel.bank ? (
        <dl className={styles.account}>
          <dt>Bank</dt>
          <dd>{channel.bank.name}</dd>
          <dt>Account name</dt>
          <dd>{channel.bank.accountName}</dd>
          <dt>Account number</dt>
          <dd>{channel.bank.accountNumber}</dd>
        </dl>
      ) : null}
      {channel.url ? (
        <p>
          <a className={styles.link} href={channel.url} target="_blank" rel="noopener noreferrer">
            Pay with {channel.name}
            <ExternalIcon />
            <NewTabHint />
          </a>
        </p>
      ) : null}
    </li>
  )
}

/**
 * /admissions/how-to-pay: the ways to pay (site settings), the steps every payment follows, the rules
 * on receipts and refunds, and where every fee's amount is (the tuition page).
 */
export function HowToPayPage({ view }: { view: HowToPayView }) {
  return (
    <>
      <HeroBanner image={null} height="small" labelledBy="pay-title">
        <h1 id="pay-title">How to pay</h1>
        <p className="lead">Where and how to pay your fees, and the receipt to keep.</p>
      </HeroBanner>

      <div className="section">
        <div className={`container ${styles.body}`}>
          <p>
            The amount of every fee is on <Link href={pathOf('tuition')}>Tuition &amp; Fees</Link>; the screening and
            acceptance fees are also on <Link href={pathOf('screening')}>Screening and acceptance</Link>.
          </p>

          {view.channels.length > 0 ? (
            <section className={styles.part} aria-labelledby="channels-title">
              <h2 id="channels-title" className={styles.partTitle}>
                Ways to pay
              </h2>
              <ul className={`plain-list ${styles.part}`}>
                {view.channels.map((c, i) => (
                  <Channel key={`${i}-${c.name}`} channel={c} />
                ))}
              </ul>
            </section>
          ) : null}

          {view.steps.length > 0 ? (
            <section className={styles.part} aria-labelledby="pay-steps-title">
              <h2 id="pay-steps-title" className={styles.partTitle}>
                Step by step
              </h2>
              <ol className={styles.list} aria-labelledby="pay-steps-title">
                {view.steps.map((s, i) => (
                  <li key={i}>
                    <strong>{s.title}</strong>
                    {s.text ? <> {s.text}</> : null}
                  </li>
                ))}
              </ol>
            </section>
          ) : null}

          {view.receipts ? (
            <aside className={styles.rules} aria-labelledby="receipts-title">
              <h2 id="receipts-title" className={styles.partTitle}>
                Receipts and refunds
              </h2>
              <Lines text={view.receipts} />
            </aside>
          ) : null}
        </div>
      </div>
    </>
  )
}

export type HowToPayDocumentProps = DocumentBase & { view: HowToPayView }

/** The head of /admissions/how-to-pay. */
export const howToPayMeta = () => ({
  title: 'How to pay',
  description:
    'How to pay fees: Remita with an RRR, the payment portal by card, or a deposit at the bank; the steps, and the receipts to keep.',
  canonical: pathOf('howToPay'),
})

/** /admissions/how-to-pay as a whole document, the Bursary's chat after the page. */
export function HowToPayDocument({ site, siteUrl, view }: HowToPayDocumentProps) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={howToPayMeta()}>
      <HowToPayPage view={view} />
      <WhatsAppBand chat={site.whatsapp.bursary} question="A question about paying your fees?" />
    </DocumentFrame>
  )
}
