import type { Metadata } from 'next'
import Link from '@/components/ui/link'
import { redirect } from 'next/navigation'

import { CellLabel } from '@/components/tuition/cell-label'
import { StackedTable } from '@/components/tuition/stacked-table'
import styles from '@/components/tuition/tuition.module.css'
import { YearPicker, type YearPanel } from '@/components/tuition/year-picker.client'
import { ApplyLink } from '@/components/ui/apply-link'
import { HeroBanner } from '@/components/ui/hero-banner'
import { getBreakdown } from '@/content/academics'
import { getSite } from '@/content/site'
import type { RunningModuleView, TuitionRowView } from '@/content/views'
import { levelRank, semesterRank } from '@/lib/levels'
import { formatDollarsWhole, formatNairaWhole } from '@/lib/money'
import { findTuition } from '@/lib/tuition'
import { yearTotal } from '@/lib/tuition-per-year'

type Props = { params: Promise<{ slug: string }> }

const COURSE_CODE = /^[A-Z0-9][A-Z0-9_-]{0,31}$/

/** The course code of the address, upper-cased; null when it cannot be one. */
function courseCodeOf(slug: string): string | null {
  const code = slug.trim().toUpperCase()
  return COURSE_CODE.test(code) ? code : null
}

async function loadBreakdown(slug: string) {
  const code = courseCodeOf(slug)
  if (!code) return null
  const breakdown = await getBreakdown(code)
  return breakdown.courseDetails ? { ...breakdown, course: breakdown.courseDetails } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const breakdown = await loadBreakdown(slug)
  if (!breakdown) return { title: 'Programme breakdown' }
  return {
    title: `${breakdown.course.DegreeInView}: modules and tuition`,
    description: `Modules, credit units and tuition of ${breakdown.course.DegreeInView}, year by year.`,
    alternates: { canonical: `/breakdown/${breakdown.course.CourseCode}` },
  }
}

const MODULE_COLUMNS = ['Code', 'Title', 'Credit load', 'Lecturers', 'Type']

type ModuleGroup = { level: string; semester: string; modules: RunningModuleView[] }

/** Modules by level (in level order), then by semester within each level. */
function groupModules(modules: RunningModuleView[]): Array<{ level: string; groups: ModuleGroup[] }> {
  const levels = [...new Set(modules.map((m) => m.CourseLevel))].sort((a, b) => levelRank(a) - levelRank(b))
  return levels.map((level) => {
    const ofLevel = modules.filter((m) => m.CourseLevel === level)
    const semesters = [...new Set(ofLevel.map((m) => m.CourseSemester))].sort(
      (a, b) => semesterRank(a) - semesterRank(b),
    )
    return {
      level,
      groups: semesters.map((semester) => ({
        level,
        semester,
        modules: ofLevel.filter((m) => m.CourseSemester === semester),
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
  const credits = group.modules.reduce((sum, m) => sum + m.CreditLoad, 0)
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
                  Tuition: <strong>{formatNairaWhole(tuition.TuitionAmount)}</strong> ·{' '}
                  <strong>{formatDollarsWhole(tuition.TuitionAmountIntl)}</strong>
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
            <tr key={m.ModuleCode}>
              <td className={styles.number} data-testid="module-code">
                <CellLabel>Code</CellLabel>
                {m.ModuleCode}
              </td>
              <th scope="row">
                <CellLabel>Title</CellLabel>
                {m.ModuleName}
              </th>
              <td className={styles.number} data-testid="credit-load">
                <CellLabel>Credit load</CellLabel>
                {m.CreditLoad}
              </td>
              <td>
                <CellLabel>Lecturers</CellLabel>
                {m.Lecturers.length > 0 ? (
                  <ul className={styles.lecturers}>
                    {m.Lecturers.map((l) => (
                      <li key={l.StaffNameSlug}>
                        <Link href={`/about/staff/${encodeURIComponent(l.StaffNameSlug)}`}>{l.StaffName}</Link>
                      </li>
                    ))}
                  </ul>
                ) : (
                  'To be announced'
                )}
              </td>
              <td>
                <CellLabel>Type</CellLabel>
                {m.ModuleType}
              </td>
            </tr>
          ))}
        </tbody>
      </StackedTable>
    </div>
  )
}

export default async function BreakdownPage({ params }: Props) {
  const { slug } = await params
  const [breakdown, site] = await Promise.all([loadBreakdown(slug), getSite()])
  if (!breakdown) redirect('/admissions/tuition')
  const { course, runningModuleList, tuitionList } = breakdown
  const levels = groupModules(runningModuleList)
  const duration = Math.max(1, Math.floor(course.Duration) || 1)
  const years: YearPanel[] = Array.from({ length: duration }, (_, i) => {
    const level = levels[i]
    return {
      year: i + 1,
      content: level ? (
        <>
          <YearTotal year={i + 1} groups={level.groups} tuitionRows={tuitionList} />
          {level.groups.map((g) => (
            <Group key={g.semester} group={g} tuitionRows={tuitionList} />
          ))}
        </>
      ) : (
        <p className={styles.empty}>No modules published for this year yet.</p>
      ),
    }
  })

  return (
    <>
      <HeroBanner image={null} height="small" labelledBy="breakdown-heading">
        <p className="eyebrow">Programme breakdown</p>
        <h1 id="breakdown-heading">{course.DegreeInView}</h1>
        <p className={styles.summary}>
          <span>Duration: {durationText(course.Duration, course.DurationType)}</span>
          {course.DepartmentName ? <span>Department: {course.DepartmentName}</span> : null}
        </p>
        <div className="actions">
          <ApplyLink href={site.links.admissionSite} />
          <Link className="button button--light" href="/admissions/tuition">
            All programmes and tuition
          </Link>
        </div>
      </HeroBanner>

      <section className="section" aria-label="Modules and tuition by year">
        <div className="container">
          <YearPicker years={years} />
        </div>
      </section>
    </>
  )
}
