import type { ProgrammeOptionGroup } from '@/content/compare'
import { MAX_COMPARED } from '@/lib/compare'

import panel from '@/components/ui/form-panel.module.css'

import styles from './compare.module.css'
import { ProgrammeSelect } from './programme-select'

const LABELS = ['First programme', 'Second programme', 'Third programme (optional)']

type ComparePickerProps = {
  options: ProgrammeOptionGroup[]
  /** Slugs chosen now, in order. */
  chosen: string[]
}

/**
 * The GET form that picks or replaces the programmes: one select per place, all named
 * `programmes`, so the address reads `?programmes=a&programmes=b` (empty places are ignored).
 */
export function ComparePicker({ options, chosen }: ComparePickerProps) {
  return (
    <form
      className={`${panel.panel} ${styles.picker}`}
      method="get"
      action="/admissions/compare"
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
      </div>
      <button type="submit" className="button">
        Compare
      </button>
    </form>
  )
}
