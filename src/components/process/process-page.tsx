import Link from '@/components/ui/link'

import { DocumentFrame } from '@/components/layout/document-frame'
import { ExternalIcon, NewTabHint } from '@/components/layout/icons'
import { AdmissionWindowNote } from '@/components/ui/admission-window'
import { ApplyCallout, ApplyLink } from '@/components/ui/apply-link'
import { HeroBanner } from '@/components/ui/hero-banner'
import type { DocumentBase } from '@/content/document'
import type { ApplicationStepView } from '@/content/pages'
import type { ProcessPageView } from '@/content/process-page'
import { Island } from '@/islands/island'
import { stepPlace } from '@/lib/application-steps'
import { formatDate } from '@/lib/dates'
import { formatNairaWhole } from '@/lib/money'
import { pathOf } from '@/lib/routes'

import { AdmissionCalendar } from './admission-calendar'
import styles from './process-page.module.css'
import { StepsToggle } from './steps-toggle.client'

/** A link to where a step is done: the programme finder, or the admission site in a new tab. */
function StepLink({ title, admissionSite }: { title: string; admissionSite: string | null }) {
  const place = stepPlace(title)
  if (place === 'finder')
    return (
      <Link className={styles.stepLink} href={pathOf('programmeFinder')}>
        Find a programme in the programme finder
      </Link>
    )
  if (place === 'admission-site' && admissionSite)
    return (
      <a className={styles.stepLink} href={admissionSite} target="_blank" rel="noopener noreferrer">
        {title} on the admission site
        <ExternalIcon />
        <NewTabHint />
      </a>
    )
  return null
}

function Steps({
  headingId,
  heading,
  steps,
  admissionSite,
}: {
  headingId: string
  heading: string
  steps: ApplicationStepView[]
  admissionSite: string | null
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.stepsTitle}>
        {heading}
      </h2>
      <ol className="plain-list">
        {steps.map((s, i) => (
          <li key={`${i}-${s.title}`} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h3 className={styles.stepTitle}>{s.title}</h3>
              {s.text ? <p>{s.text}</p> : null}
              <StepLink title={s.title} admissionSite={admissionSite} />
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** The academic calendar's key dates: for students once admitted, after everything an applicant needs. */
function KeyDates({ dates }: { dates: ProcessPageView['keyDates'] }) {
  if (dates.length === 0) return null
  return (
    <section className={styles.keyDates} aria-labelledby="key-dates-title">
      <h2 id="key-dates-title" className={styles.datesTitle}>
        Key dates of the academic year
      </h2>
      <p>
        For students already admitted: the session under way. The dates for applicants are in the admission calendar.
      </p>
      <ul className={styles.dates} aria-label="Key dates">
        {dates.map((d) => (
          <li key={d.id}>
            <time dateTime={d.date}>{formatDate(d.date)}</time>
            <span>{d.title}</span>
          </li>
        ))}
      </ul>
      <p>
        <Link href={pathOf('calendar')}>The whole academic calendar</Link>
      </p>
    </section>
  )
}

/** What to check first: entry requirements, the finder, the application fee, screening and paying. */
function BeforeYouStart({ fee }: { fee: ProcessPageView['applicationFee'] }) {
  return (
    <section className={styles.first} aria-labelledby="first-title">
      <h2 id="first-title" className={styles.firstTitle}>
        Before you start
      </h2>
      <ul className={styles.checks}>
        <li>
          <Link href={pathOf('eligibility')}>Check the entry requirements</Link> for the programme you want.
        </li>
        <li>
          <Link href={pathOf('programmeFinder')}>Find a programme</Link> by faculty, type or duration.
        </li>
        {fee ? (
          <li data-testid="application-fee">
            {fee.title}: <strong>{formatNairaWhole(fee.amount)}</strong>, {fee.due.toLowerCase()}.
          </li>
        ) : null}
        <li>
          <Link href={pathOf('screening')}>Screening and acceptance</Link>: the post-UTME screening, accepting your
          offer and the documents for registration.
        </li>
        <li>
          <Link href={pathOf('howToPay')}>How to pay</Link> the fees, and the receipt to keep.
        </li>
      </ul>
    </section>
  )
}

/**
 * The application process, the applicant's dates first: whether applications are open today beside
 * 'Apply now', the admission calendar, then what to check before applying, the steps before and after
 * applying (each linked to where it is done), the rules, and last the academic year's key dates.
 */
export function ProcessPage({ view }: { view: ProcessPageView }) {
  const admissionSite = view.site.links.admissionSite
  const panels = [
    { id: 'steps-before', label: 'Before applying', steps: view.before },
    { id: 'steps-after', label: 'After applying', steps: view.after },
  ]
    .filter((p) => p.steps.length > 0)
    .map((p) => ({
      id: p.id,
      label: p.label,
      content: <Steps headingId={`${p.id}-title`} heading={p.label} steps={p.steps} admissionSite={admissionSite} />,
    }))
  return (
    <>
      <HeroBanner image={null} height="small" labelledBy="process-title">
        <h1 id="process-title">Application process</h1>
        <p className="lead">When to apply, what to do before you apply, and what happens after.</p>
        <AdmissionWindowNote state={view.admissionWindow} calendarLink={false} />
        {admissionSite ? (
          <div className="actions">
            <ApplyLink href={admissionSite} icon />
          </div>
        ) : null}
      </HeroBanner>

      <section className="section" aria-label="Dates, steps and rules">
        <div className={`container ${styles.body}`}>
          <AdmissionCalendar steps={view.admissionSteps} />
          <BeforeYouStart fee={view.applicationFee} />
          {panels.length > 0 ? <Island name="steps-toggle" component={StepsToggle} props={{ panels }} /> : null}
          {view.rules ? (
            <aside className={styles.rules} aria-labelledby="rules-title">
              <h2 id="rules-title" className={styles.rulesTitle}>
                Good to know
              </h2>
              <p>{view.rules}</p>
            </aside>
          ) : null}
          <ApplyCallout href={admissionSite} />
          <KeyDates dates={view.keyDates} />
        </div>
      </section>
    </>
  )
}

export type ProcessDocumentProps = DocumentBase & { view: ProcessPageView }

/** The head of /admissions/process. */
export const processMeta = () => ({
  title: 'Application process',
  description:
    'How to apply: entry requirements, the application fee, key dates, and the steps before and after you submit your application.',
  canonical: '/admissions/process',
})

/** /admissions/process as a whole document (its page, and the admin's preview, hand its props through). */
export function ProcessDocument({ site, siteUrl, view }: ProcessDocumentProps) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={processMeta()}>
      <ProcessPage view={view} />
    </DocumentFrame>
  )
}
