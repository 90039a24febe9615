import Link from '@/components/ui/link'

import { CellLabel } from '@/components/tuition/cell-label'
import { StackedTable } from '@/components/tuition/stacked-table'
import styles from '@/components/tuition/tuition.module.css'
import { YearButtons, yearSectionId } from '@/components/tuition/year-buttons'
import { ApplyLink } from '@/components/ui/apply-link'
import { HeroBanner } from '@/components/ui/hero-banner'
import type { BreakdownView, ProgrammeView, RunningModuleView, TuitionRowView } from '@/content/views'
import { Island } from '@/islands/island'
import { levelRank, semesterRank } from '@/lib/levels'
import { formatDollarsWhole, formatNairaWhole } from '@/lib/money'
import { findTuition } from '@/lib/tuition'
import { yearTotal } from '@/lib/tuition-per-year'

/** A known programme's breakdown. */
export type Breakdown = BreakdownView & { programme: ProgrammeView }

const MODULE_COLUMNS = ['Code', 'Title', 'Credit load', 'Lecturers', 'Type']

type ModuleGroup = { level: string; semester: string; modules: RunningModuleView[] }

/** Modules by level (in level order), then by semester within each level. */
function groupModules(modules: RunningModuleView[]): Array<{ level: string; groups: ModuleGroup[] }> {
  const levels = [...new Set(modules.map((m) => m.level))].sort((a, b) => levelRank(a) - levelRank(b))
  return levels.map((level) => {
    const ofLevel = modules.filter((m) => m.level === level)
    const semesters = [...new Set(ofLevel.map((m) => m.semester))].sort((a, b) => semesterRank(a) - semesterRank(b))
    return {
      level,
      groups: semesters.map((semester) => ({
        level,
        semester,
        modules: ofLevel.filter((m) => m.semester === semester),
      })),
    }
  })
}

/** '1 Year', '4 Years': the unit agrees with the number. */
const durationText = (duration: number, type: string) => {
  const unit = (type || 'Year').replace(/s$/i, '')
  return `${duration} ${unit}${duration === 1 ? '' : 's'}`
}

const levelLabel = (level: string) => (/^\d+$/.test(level) ? `${level} Level` : `Level ${level}`)
const semesterLabel = (semester: string) => (/semester/i.test(semester) ? semester : `${semester} Semester`)

/** A year's tuition: the sum of its semester groups (none when a group has no tuition). */
function YearTotal({
  year,
  groups,
  tuitionRows,
}: {
  year: number
  groups: ModuleGroup[]
  tuitionRows: TuitionRowView[]
}) {
  const total = yearTotal(groups.map((g) => findTuition(tuitionRows, g.level, g.semester)))
  return (
    <p className={styles.yearTotal} data-testid="year-total">
      {total ? (
        <>
          Tuition for year {year}: <strong>{formatNairaWhole(total.local)}</strong> (Nigerian students) ·{' '}
          <strong>{formatDollarsWhole(total.intl)}</strong> (international students)
        </>
      ) : (
        `Tuition for year ${year}: not available`
      )}
    </p>
  )
}

function Group({ group, tuitionRows }: { group: ModuleGroup; tuitionRows: TuitionRowView[] }) {
  const credits = group.modules.reduce((sum, m) => sum + m.creditLoad, 0)
  const tuition = findTuition(tuitionRows, group.level, group.semester)
  const id = `group-${group.level}-${group.semester}`.replace(/[^A-Za-z0-9-]/g, '-')
  return (
    <div className={styles.group} data-testid="module-group">
      <div className={styles.groupHeader}>
        <h3 id={id}>
          {levelLabel(group.level)} · {semesterLabel(group.semester)}
        </h3>
        <dl className={styles.groupFacts}>
          <div>
            <dt className="visually-hidden">Credit units</dt>
            <dd>
              <strong>{credits}</strong> {credits === 1 ? 'credit unit' : 'credit units'}
            </dd>
          </div>
          <div data-testid="group-tuition">
            <dt className="visually-hidden">Tuition</dt>
            <dd>
              {tuition ? (
                <>
                  Tuition: <strong>{formatNairaWhole(tuition.local)}</strong> ·{' '}
                  <strong>{formatDollarsWhole(tuition.intl)}</strong>
                </>
              ) : (
                'Tuition not available'
              )}
            </dd>
          </div>
        </dl>
      </div>
      <StackedTable columns={MODULE_COLUMNS} labelledBy={id}>
        <tbody>
          {group.modules.map((m) => (
            <tr key={m.code}>
              <td className={styles.number} data-testid="module-code">
                <CellLabel>Code</CellLabel>
                {m.code}
              </td>
              <th scope="row">
                <CellLabel>Title</CellLabel>
                {m.name}
              </th>
              <td className={styles.number} data-testid="credit-load">
                <CellLabel>Credit load</CellLabel>
                {m.creditLoad}
              </td>
              <td>
                <CellLabel>Lecturers</CellLabel>
                {m.lecturers.length > 0 ? (
                  <ul className={styles.lecturers}>
                    {m.lecturers.map((l) => (
                      <li key={l.slug}>
                        <Link href={`/about/staff/${encodeURIComponent(l.slug)}`}>{l.name}</Link>
                      </li>
                    ))}
                  </ul>
                ) : (
                  'To be announced'
                )}
              </td>
              <td>
                <CellLabel>Type</CellLabel>
                {m.type}
              </td>
            </tr>
          ))}
        </tbody>
      </StackedTable>
    </div>
  )
}

/** A programme's modules and tuition, year by year, with the year buttons as an island. */
export function BreakdownPage({ breakdown, admissionSite }: { breakdown: Breakdown; admissionSite: string | null }) {
  const { programme, modules, tuitionRows } = breakdown
  const levels = groupModules(modules)
  const duration = Math.max(1, Math.floor(programme.duration) || 1)
  const years = Array.from({ length: duration }, (_, i) => i + 1)

  return (
    <>
      <HeroBanner image={null} height="small" labelledBy="breakdown-heading">
        <p className="eyebrow">Programme breakdown</p>
        <h1 id="breakdown-heading">{programme.degreeInView}</h1>
        <p className={styles.summary}>
          <span>Duration: {durationText(programme.duration, programme.durationType)}</span>
          {programme.departmentName ? <span>Department: {programme.departmentName}</span> : null}
        </p>
        <div className="actions">
          <ApplyLink href={admissionSite} />
          <Link className="button button--light" href="/admissions/tuition">
            All programmes and tuition
          </Link>
        </div>
        {tuitionRows.length > 0 ? (
          <p className={styles.summary}>
            <Link href={`/course/${encodeURIComponent(programme.slug)}#whole-cost-title`}>
              The whole cost of the programme, with the other fees and a hostel place
            </Link>
          </p>
        ) : null}
      </HeroBanner>

      <section className="section" aria-label="Modules and tuition by year">
        <div className="container">
          <Island name="year-picker" component={YearButtons} props={{ years, className: styles.years }} />
          {years.map((year) => {
            const level = levels[year - 1]
            return (
              <section
                key={year}
                id={yearSectionId(year)}
                // Where script runs only the first year shows, from the first paint: the year buttons
                // load their script when the visitor reaches for them (year-buttons.tsx).
                className={year === years[0] ? styles.year : `${styles.year} script-hidden`}
                aria-labelledby={`${yearSectionId(year)}-heading`}
              >
                <h2 id={`${yearSectionId(year)}-heading`}>Year {year}</h2>
                {level ? (
                  <>
                    <YearTotal year={year} groups={level.groups} tuitionRows={tuitionRows} />
                    {level.groups.map((g) => (
                      <Group key={g.semester} group={g} tuitionRows={tuitionRows} />
                    ))}
                  </>
                ) : (
                  <p className={styles.empty}>No modules published for this year yet.</p>
                )}
              </section>
            )
          })}
        </div>
      </section>
    </>
  )
}
