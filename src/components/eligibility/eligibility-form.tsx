import Link from 'next/link'

import type { EligibilityView } from '@/content/eligibility'
import { UTME_SCORE_MAX } from '@/lib/eligibility'

import styles from './eligibility.module.css'

type Props = { action: string; view: EligibilityView }

/** The checker's GET form: every choice goes into the address, so it works without JavaScript and can be shared. */
export function EligibilityForm({ action, view }: Props) {
  const { choices, options } = view
  const olevel = new Set(choices.olevel)
  const utme = new Set(choices.utme)
  return (
    <form className={styles.form} action={action} method="get" aria-label="Your results">
      <fieldset className={styles.fieldset}>
        <legend>O&apos;level subjects you passed with a credit (A1 to C6)</legend>
        <p className={styles.hint}>WAEC, NECO or NABTEB, at no more than two sittings.</p>
        <ul className={styles.choices}>
          {options.olevel.map((s) => (
            <li key={s.id}>
              <label className={styles.choice}>
                <input type="checkbox" name="olevel" value={s.id} defaultChecked={olevel.has(s.id)} />
                {s.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend>Your UTME subjects</legend>
        <p className={styles.hint}>Use of English is taken by everybody; tick your other three subjects.</p>
        <ul className={styles.choices}>
          {options.utme.map((s) => (
            <li key={s.id}>
              <label className={styles.choice}>
                <input type="checkbox" name="utme" value={s.id} defaultChecked={utme.has(s.id)} />
                {s.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

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
