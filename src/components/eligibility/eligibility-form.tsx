import Link from '@/components/ui/link'

import type { EligibilityView } from '@/content/eligibility'
import { UTME_SCORE_MAX } from '@/lib/eligibility'

import { toResults } from '@/components/ui/results-anchor'

import styles from './eligibility.module.css'

/** `labelledBy`: the id of the form's heading. */
type Props = { action: string; view: EligibilityView; labelledBy: string }

type FieldsetProps = {
  legend: string
  hint: string
  /** The query parameter each ticked subject adds. */
  name: 'olevel' | 'utme'
  subjects: Array<{ id: string; name: string }>
  chosen: readonly string[]
}

const SUBJECT_GROUPS = [
  {
    name: 'olevel',
    legend: "O'level subjects you passed with a credit (A1 to C6)",
    hint: 'WAEC, NECO or NABTEB, at no more than two sittings.',
  },
  {
    name: 'utme',
    legend: 'Your UTME subjects',
    hint: 'Use of English is taken by everybody; tick your other three subjects.',
  },
] as const

/** A group of subject checkboxes, the visitor's earlier choices ticked. */
function SubjectFieldset({ legend, hint, name, subjects, chosen }: FieldsetProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      <p className={styles.hint}>{hint}</p>
      <ul className={styles.choices}>
        {subjects.map((s) => (
          <li key={s.id}>
            <label className={styles.choice}>
              <input type="checkbox" name={name} value={s.id} defaultChecked={chosen.includes(s.id)} />
              {s.name}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

/**
 * The checker's GET form: every choice goes into the address, so it works without JavaScript and can be shared.
 * It lands on the results (`#results`), far below the checkboxes on a phone.
 */
export function EligibilityForm({ action, view, labelledBy }: Props) {
  const { choices, options } = view
  return (
    <form className={styles.form} action={toResults(action)} method="get" aria-labelledby={labelledBy}>
      {SUBJECT_GROUPS.map((g) => (
        <SubjectFieldset key={g.name} {...g} subjects={options[g.name]} chosen={choices[g.name]} />
      ))}

      <div className={styles.score}>
        <label htmlFor="eligibility-score">UTME score (optional)</label>
        <input
          className="input"
          id="eligibility-score"
          name="score"
          type="number"
          inputMode="numeric"
          min={0}
          max={UTME_SCORE_MAX}
          step={1}
          defaultValue={choices.score ?? ''}
          aria-describedby="eligibility-score-hint"
        />
        <p id="eligibility-score-hint" className={styles.hint}>
          Out of {UTME_SCORE_MAX}. Leave it empty if you have not sat the UTME yet.
        </p>
      </div>

      <div className="actions">
        <button className="button" type="submit">
          Check my eligibility
        </button>
        {view.checked ? <Link href={action}>Start again</Link> : null}
      </div>
    </form>
  )
}
