import type { ProgrammeOptionGroup } from '@/content/compare'
import { MAX_COMPARED } from '@/lib/compare'

import panel from '@/components/ui/form-panel.module.css'
import { toResults } from '@/components/ui/results-anchor'

import styles from './compare.module.css'
import { ProgrammeSelect } from './programme-select'

const LABELS = ['First programme', 'Second programme', 'Third programme (optional)']

type ComparePickerProps = {
  options: ProgrammeOptionGroup[]
  /** Slugs chosen now, in order. */
  chosen: string[]
  /** The whole cost counts a hostel place every year. */
  hostel: boolean
}

/**
 * The GET form that picks or replaces the programmes: one select per place, all named
 * `programmes`, so the address reads `?programmes=a&programmes=b` (empty places are ignored), and
 * whether the whole cost counts a hostel place (`hostel=yes|no`). It lands on the results
 * (`#results`), below the form on a phone.
 */
export function ComparePicker({ options, chosen, hostel }: ComparePickerProps) {
  return (
    <form
      className={`${panel.panel} ${styles.picker}`}
      method="get"
      action={toResults('/admissions/compare')}
      aria-labelledby="compare-picker-title"
    >
      <h2 id="compare-picker-title">{chosen.length > 0 ? 'Change the programmes' : 'Choose programmes'}</h2>
      <div className={panel.fields}>
        {Array.from({ length: MAX_COMPARED }, (_, i) => (
          <div className={panel.field} key={i}>
            <label htmlFor={`compare-programme-${i + 1}`}>{LABELS[i]}</label>
            <ProgrammeSelect
              id={`compare-programme-${i + 1}`}
              name="programmes"
              options={options}
              value={chosen[i] ?? ''}
            />
          </div>
        ))}
        <fieldset className={`${panel.field} ${panel.choices}`}>
          <legend>A hostel place in the whole cost</legend>
          <div className={panel.radios}>
            <label>
              <input type="radio" name="hostel" value="yes" defaultChecked={hostel} /> Every year
            </label>
            <label>
              <input type="radio" name="hostel" value="no" defaultChecked={!hostel} /> None
            </label>
          </div>
        </fieldset>
      </div>
      <button type="submit" className="button">
        Compare
      </button>
    </form>
  )
}
