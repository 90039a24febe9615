import Link from '@/components/ui/link'

import type { EligibilityResult, EligibilityView } from '@/content/eligibility'
import { routes } from '@/lib/routes'
import { countText } from '@/lib/programme-finder'

import styles from './eligibility.module.css'

function ResultItem({ result }: { result: EligibilityResult }) {
  return (
    <li className={styles.result} data-testid="eligibility-result" data-status={result.status}>
      <h4 className={styles.resultTitle}>
        <Link href={routes.course(result.slug)}>{result.name}</Link>
      </h4>
      <p className="meta-line">
        {result.degreeInView} · {result.typeLabel}
      </p>
      {result.missing.length > 0 ? (
        <div>
          <p className={styles.missingTitle}>What is missing:</p>
          <ul className={styles.missing}>
            {result.missing.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {result.scoreToReach !== null ? (
        <p className="meta-line">You also need a UTME score of at least {result.scoreToReach}.</p>
      ) : null}
    </li>
  )
}

const GROUPS = [
  {
    status: 'qualifies',
    title: 'You qualify',
    intro: 'You meet the entry requirements of these programmes.',
    empty: 'No programme yet: see the programmes you nearly qualify for below.',
  },
  {
    status: 'nearly',
    title: 'You nearly qualify',
    intro: 'One thing is missing: one subject, or a UTME score up to 20 points short.',
    empty: 'None.',
  },
  {
    status: 'not-yet',
    title: 'Not yet',
    intro: 'More than one thing is missing, or a credit in English Language or Mathematics.',
    empty: 'None.',
  },
] as const

/** The checked programmes in three groups, each programme with what it still needs. */
export function EligibilityResults({ view }: { view: EligibilityView }) {
  if (view.problem)
    return (
      <p className={styles.empty} data-testid="eligibility-problem">
        {view.problem}
      </p>
    )
  return (
    <div className={styles.groups}>
      {GROUPS.map((g) => {
        const list = view.results[g.status]
        const id = `eligibility-${g.status}`
        const content =
          list.length === 0 ? (
            <p className={styles.empty}>{g.empty}</p>
          ) : (
            <ul className={`card-grid ${styles.results}`} aria-labelledby={id}>
              {list.map((r) => (
                <ResultItem key={r.slug} result={r} />
              ))}
            </ul>
          )
        return (
          <section key={g.status} className="result-group" aria-labelledby={id} data-testid={id}>
            <h3 id={id} className="result-group__title">
              {g.title} <span className={styles.count}>({countText(list.length)})</span>
            </h3>
            <p className="meta-line">{g.intro}</p>
            {g.status === 'not-yet' && list.length > 0 ? (
              <details className={styles.details}>
                <summary>Show {countText(list.length)} and what each needs</summary>
                {content}
              </details>
            ) : (
              content
            )}
          </section>
        )
      })}
    </div>
  )
}
