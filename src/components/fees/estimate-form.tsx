import { ProgrammeSelect } from '@/components/compare/programme-select'
import type { ProgrammeOptionGroup } from '@/content/compare'

import panel from '@/components/ui/form-panel.module.css'
import { toResults } from '@/components/ui/results-anchor'

import styles from './fees.module.css'

type EstimateFormProps = {
  options: ProgrammeOptionGroup[]
  yearOptions: number[]
  programme: string
  year: number | 'all' | null
  hostel: boolean
  /** The whole programme's years with a hostel place (year 'all'). */
  hostelYears: number[]
}

/**
 * The estimator's GET form: programme, year of study and hostel; every choice lands in the address, and
 * the visitor on the estimate (`#results`), below the form on a phone.
 */
export function EstimateForm({ options, yearOptions, programme, year, hostel, hostelYears }: EstimateFormProps) {
  return (
    <form
      className={`${panel.panel} ${styles.form}`}
      method="get"
      action={toResults('/admissions/fees/estimate')}
      aria-labelledby="estimate-form-title"
    >
      <h2 id="estimate-form-title">Your choices</h2>
      <div className={`${panel.fields} ${styles.fields}`}>
        <div className={panel.field}>
          <label htmlFor="estimate-programme">Programme</label>
          <ProgrammeSelect id="estimate-programme" name="programme" options={options} value={programme} />
        </div>
        <div className={panel.field}>
          <label htmlFor="estimate-year">Year of study</label>
          <select className="input" id="estimate-year" name="year" defaultValue={String(year ?? 1)}>
            {yearOptions.map((y) => (
              <option key={y} value={y}>
                Year {y}
              </option>
            ))}
            <option value="all">All years (the whole programme)</option>
          </select>
        </div>
        {year === 'all' ? (
          // The whole programme: a hostel place year by year.
          <fieldset className={`${panel.field} ${panel.choices}`}>
            <legend>Years with a hostel place</legend>
            <div className={panel.radios}>
              {yearOptions.map((y) => (
                <label key={y}>
                  <input type="checkbox" name="hostelYear" value={y} defaultChecked={hostelYears.includes(y)} /> Year{' '}
                  {y}
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <fieldset className={`${panel.field} ${panel.choices}`}>
            <legend>Hostel place</legend>
            <div className={panel.radios}>
              <label>
                <input type="radio" name="hostel" value="yes" defaultChecked={hostel} /> Yes
              </label>
              <label>
                <input type="radio" name="hostel" value="no" defaultChecked={!hostel} /> No
              </label>
            </div>
          </fieldset>
        )}
      </div>
      <button type="submit" className="button">
        Estimate fees
      </button>
    </form>
  )
}
