import type { Metadata } from 'next'

import { ExternalIcon, NewTabHint } from '@/components/layout/icons'
import { HeroBanner } from '@/components/ui/hero-banner'
import { getApplicationProcess, type ApplicationStepView } from '@/content/pages'
import { getSite } from '@/content/site'

import styles from './page.module.css'
import { StepsToggle } from './steps-toggle.client'

export const metadata: Metadata = {
  title: 'Application process',
  description: 'How to apply: the steps before and after you submit your application, and the rules.',
}

function Steps({ headingId, heading, steps }: { headingId: string; heading: string; steps: ApplicationStepView[] }) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.stepsTitle}>
        {heading}
      </h2>
      <ol className={styles.steps}>
        {steps.map((s, i) => (
          <li key={`${i}-${s.title}`} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h3 className={styles.stepTitle}>{s.title}</h3>
              {s.text ? <p>{s.text}</p> : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** The application process: before/after steps, the rules and the admission site (docs/site.md#application-process). */
export default async function ApplicationProcessPage() {
  const [process, site] = await Promise.all([getApplicationProcess(), getSite()])
  const admissionSite = site.links.admissionSite
  const panels = [
    { id: 'steps-before', label: 'Before applying', steps: process.before },
    { id: 'steps-after', label: 'After applying', steps: process.after },
  ]
    .filter((p) => p.steps.length > 0)
    .map((p) => ({
      id: p.id,
      label: p.label,
      content: <Steps headingId={`${p.id}-title`} heading={p.label} steps={p.steps} />,
    }))
  return (
    <>
      <HeroBanner image={null} height="small" labelledBy="process-title">
        <h1 id="process-title">Application process</h1>
        <p className="lead">What to do before you apply, and what happens after.</p>
      </HeroBanner>

      <section className="section" aria-label="Steps and rules">
        <div className={`container ${styles.body}`}>
          {panels.length > 0 ? <StepsToggle panels={panels} /> : null}
          {process.rules ? (
            <aside className={styles.rules} aria-labelledby="rules-title">
              <h2 id="rules-title" className={styles.rulesTitle}>
                Good to know
              </h2>
              <p>{process.rules}</p>
            </aside>
          ) : null}
          {admissionSite ? (
            <p className="actions">
              <a className="button button--accent" href={admissionSite} target="_blank" rel="noopener noreferrer">
                Apply Now
                <ExternalIcon />
                <NewTabHint />
              </a>
            </p>
          ) : null}
        </div>
      </section>
    </>
  )
}
