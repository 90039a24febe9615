import Link from '@/components/ui/link'

import type { EntryRequirementsView } from '@/content/programmes'

import styles from './programmes.module.css'

const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']
const capitalised = (n: number) => {
  const word = words[n] ?? String(n)
  return word.charAt(0).toUpperCase() + word.slice(1)
}

type Props = { requirements: EntryRequirementsView; postgraduate: boolean; eligibilityHref: string }

/** A programme's entry requirements: O'level credits, the UTME combination and score, and Direct Entry or the first degree. */
export function EntryRequirements({ requirements: r, postgraduate, eligibilityHref }: Props) {
  return (
    <div className={styles.requirements} data-testid="entry-requirements">
      {postgraduate ? (
        <div className={styles.requirement}>
          <h3>First degree</h3>
          <p data-testid="requirement-degree">
            {r.degreeClass
              ? `A first degree with ${r.degreeClass} or better.`
              : 'A first degree from a recognised university.'}
          </p>
        </div>
      ) : null}

      <div className={styles.requirement}>
        <h3>O&apos;level (WAEC, NECO or NABTEB)</h3>
        <p data-testid="requirement-credits">
          {capitalised(r.olevelCredits)} credits at no more than two sittings, including:
        </p>
        <ul className={styles.subjects} data-testid="requirement-olevel">
          {r.olevel.map((o, i) => (
            <li key={`${i}-${o.subjects}`}>
              {o.subjects} <span className={styles.grade}>({o.grade} or better)</span>
            </li>
          ))}
        </ul>
      </div>

      {r.utme ? (
        <div className={styles.requirement}>
          <h3>UTME (JAMB)</h3>
          <ul className={styles.subjects} data-testid="requirement-utme">
            {r.utme.subjects.map((s, i) => (
              <li key={`${i}-${s}`}>{s}</li>
            ))}
          </ul>
          <p>
            Minimum score: <strong data-testid="requirement-score">{r.utme.minimumScore}</strong>
          </p>
        </div>
      ) : postgraduate ? null : (
        <div className={styles.requirement}>
          <h3>UTME (JAMB)</h3>
          <p data-testid="requirement-utme">Not needed for this programme.</p>
        </div>
      )}

      {r.directEntry ? (
        <div className={styles.requirement}>
          <h3>Direct Entry</h3>
          <p data-testid="requirement-direct-entry">{r.directEntry}</p>
        </div>
      ) : null}

      {r.notes ? (
        <div className={styles.requirement}>
          <h3>Also</h3>
          <p data-testid="requirement-notes">{r.notes}</p>
        </div>
      ) : null}

      {postgraduate ? null : (
        <p className={styles.note}>
          Not sure you qualify? <Link href={eligibilityHref}>Check your eligibility</Link> with your own results.
        </p>
      )}
    </div>
  )
}
