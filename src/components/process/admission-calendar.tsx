import Link from '@/components/ui/link'

import { ExternalIcon, NewTabHint } from '@/components/layout/icons'
import type { AdmissionStepView } from '@/content/admission-steps'

import styles from './admission-calendar.module.css'

/** "Done" and "Now" are words, not only colours, so every reader (and a screen reader) gets them. */
const STATUS_WORD = { done: 'Done', current: 'Now', upcoming: null } as const

function StepLink({ link }: { link: NonNullable<AdmissionStepView['link']> }) {
  if (link.url.startsWith('/'))
    return (
      <Link className={styles.link} href={link.url}>
        {link.label}
      </Link>
    )
  return (
    <a className={styles.link} href={link.url} target="_blank" rel="noopener noreferrer">
      {link.label}
      <ExternalIcon />
      <NewTabHint />
    </a>
  )
}

function Step({ step }: { step: AdmissionStepView }) {
  const word = STATUS_WORD[step.status]
  return (
    <li
      id={step.anchor}
      className={[styles.step, styles[step.status]].filter(Boolean).join(' ')}
      aria-current={step.status === 'current' ? 'step' : undefined}
    >
      <p className={styles.when}>
        <time dateTime={step.startsOn}>{step.dates}</time>
        {word ? <span className={styles.status}>{word}</span> : null}
      </p>
      <h3 className={styles.title}>{step.title}</h3>
      <p className={styles.what}>{step.whatToDo}</p>
      {step.link ? <StepLink link={step.link} /> : null}
    </li>
  )
}

/**
 * The admission year as a timeline: each step's dates, what the applicant does, and whether it is
 * done or happening now (decided on the server for today in Lagos; the page is rendered again at
 * least every few minutes, so a step turns "Done" the day after it ends).
 */
export function AdmissionCalendar({ steps }: { steps: AdmissionStepView[] }) {
  if (steps.length === 0) return null
  return (
    <section className={styles.calendar} aria-labelledby="admission-calendar-title">
      <h2 id="admission-calendar-title" className={styles.heading}>
        Admission calendar
      </h2>
      <ol className={styles.steps}>
        {steps.map((s) => (
          <Step key={s.id} step={s} />
        ))}
      </ol>
      <p className={styles.subscribe}>
        <a href="/academics/calendar.ics" type="text/calendar">
          Add these dates to your calendar (iCalendar)
        </a>
        , with the academic calendar.
      </p>
    </section>
  )
}
