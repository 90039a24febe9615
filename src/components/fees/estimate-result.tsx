import Link from '@/components/ui/link'

import { RESULTS_ID } from '@/components/ui/results-anchor'
import { ResultsFocus } from '@/components/ui/results-focus'
import { Island } from '@/islands/island'
import type { EstimateProgramme } from '@/content/fee-estimate'
import type { FeeLine, Line, SemesterEstimate, YearEstimate } from '@/lib/fee-estimate'
import { formatDollarsWhole, formatNairaWhole } from '@/lib/money'

import styles from './fees.module.css'

const levelText = (level: string) => (/^\d+$/.test(level) ? `${level} Level` : `Level ${level}`)
const rowText = (row: { level: string; semester: string }) =>
  `${row.level === 'All' ? 'all levels' : levelText(row.level)}, ${row.semester === 'All' ? 'both semesters' : `${row.semester} Semester`}`

function LineRow({ line }: { line: Line }) {
  if (line.kind === 'tuition')
    return (
      <tr data-line="tuition">
        <th scope="row">
          Tuition
          <span className={styles.paidBy}>
            {line.row ? `Charged for ${rowText(line.row)}` : 'Not yet published for this level and semester'}
          </span>
        </th>
        <td className={styles.amount}>
          {line.amount === null ? (
            <span className={styles.missing}>Tuition not available</span>
          ) : (
            <>
              <span data-testid="tuition-local">{formatNairaWhole(line.amount)}</span>
              {line.intl !== null ? (
                <span className={styles.intl}>
                  International: <span data-testid="tuition-intl">{formatDollarsWhole(line.intl)}</span>
                </span>
              ) : null}
            </>
          )}
        </td>
      </tr>
    )
  return (
    <tr data-line={line.kind}>
      <th scope="row">
        {line.label}
        <span className={styles.paidBy}>
          {line.kind === 'fee'
            ? `${line.due}; paid by: ${line.paidBy}`
            : 'Every semester; paid by: students with a hostel place'}
        </span>
      </th>
      <td className={styles.amount}>{formatNairaWhole(line.amount)}</td>
    </tr>
  )
}

/** The optional fees of a semester, listed but not added to its total. */
function OptionalFees({ fees }: { fees: FeeLine[] }) {
  return (
    <div className={styles.optional} data-testid="optional-fees">
      <h4>Optional, not in the total</h4>
      <ul>
        {fees.map((f) => (
          <li key={f.label}>
            {f.label}: {formatNairaWhole(f.amount)} ({f.due.toLowerCase()}; paid by: {f.paidBy})
          </li>
        ))}
      </ul>
    </div>
  )
}

/** One semester's card: its lines, its total and its optional fees. */
function SemesterCard({ semester: s }: { semester: SemesterEstimate }) {
  const id = `semester-${s.semester.toLowerCase()}`
  return (
    <section className={styles.semester} aria-labelledby={id} data-semester={s.semester}>
      <h3 id={id}>{s.semester} Semester</h3>
      <table className={styles.lines}>
        <caption className="visually-hidden">Fees of the {s.semester.toLowerCase()} semester</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className={styles.amount}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {s.lines.map((line) => (
            <LineRow key={`${line.kind}-${line.label}`} line={line} />
          ))}
        </tbody>
        <tfoot>
          <tr data-line="total">
            <th scope="row">{s.semester} semester total</th>
            <td className={styles.amount}>{formatNairaWhole(s.total)}</td>
          </tr>
        </tfoot>
      </table>
      {s.intlTuition === null ? (
        <p className={styles.optional}>This total leaves out tuition, which is not available.</p>
      ) : null}
      {s.optional.length > 0 ? <OptionalFees fees={s.optional} /> : null}
    </section>
  )
}

/** The year's totals, and a word when tuition is missing from them. */
function YearTotals({ estimate }: { estimate: YearEstimate }) {
  return (
    <>
      <dl className={styles.year} data-testid="year-totals">
        <div>
          <dt>Year {estimate.year} total (both semesters)</dt>
          <dd data-testid="year-total">{formatNairaWhole(estimate.total)}</dd>
        </div>
        <div>
          <dt>International tuition for the year</dt>
          <dd data-testid="year-intl">
            {estimate.intlTuition === null ? 'Tuition not available' : formatDollarsWhole(estimate.intlTuition)}
          </dd>
        </div>
      </dl>
      {!estimate.tuitionComplete ? (
        <p className={styles.notice}>
          Tuition is not available for every semester of this year, so the total leaves it out. Ask the admissions
          office for the full amount.
        </p>
      ) : null}
    </>
  )
}

type EstimateResultProps = { programme: EstimateProgramme; estimate: YearEstimate; hostel: boolean }

/** Where the estimate's figures come from: the programme's tuition rows, the fees and the hostel pages. */
function FigureSources({ programme, estimate, hostel }: EstimateResultProps) {
  return (
    <div className={styles.sources}>
      <h2>Where these figures come from</h2>
      <p>
        This is an estimate from the figures published on this site, not an invoice: the fees confirmed on admission are
        the ones to pay.
      </p>
      <ul>
        <li>
          Tuition: the tuition rows of this programme for {levelText(estimate.level)} (see the{' '}
          <Link href={`/breakdown/${encodeURIComponent(programme.code)}`}>breakdown of {programme.degreeInView}</Link>
          ). For international students tuition is the dollar amount.
        </li>
        <li>
          Other fees: the required fees on the <Link href="/admissions/tuition">tuition and fees page</Link>, each when
          it falls due (a fee paid once, in the first semester it applies to); optional fees are listed but not added.
        </li>
        <li>
          Hostel: the price per semester on the <Link href="/hostel">hostel page</Link>
          {hostel ? '' : ', added when you choose a hostel place'}.
        </li>
      </ul>
    </div>
  )
}

/** One year's estimate: a card per semester with its lines and total, then the year's totals. */
export function EstimateResult({ programme, estimate, hostel }: EstimateResultProps) {
  return (
    <div data-testid="estimate">
      {/* Focus lands here after the form. */}
      <h2 id={RESULTS_ID} tabIndex={-1} className={styles.heading}>
        Year {estimate.year} of {programme.degreeInView}
      </h2>
      <Island name="results-focus" component={ResultsFocus} props={{}} />
      <p className={styles.sub}>
        {levelText(estimate.level)} · {hostel ? 'with a hostel place' : 'without a hostel place'} · an estimate in
        naira, with international tuition in dollars
      </p>

      <div className={styles.semesters}>
        {estimate.semesters.map((s) => (
          <SemesterCard key={s.semester} semester={s} />
        ))}
      </div>

      <YearTotals estimate={estimate} />

      <FigureSources programme={programme} estimate={estimate} hostel={hostel} />
    </div>
  )
}
