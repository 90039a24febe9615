import { DocumentFrame } from '@/components/layout/document-frame'
import { StackedTable } from '@/components/tuition/stacked-table'
import styles from '@/components/tuition/tuition.module.css'
import { YearLinks } from '@/components/tuition/year-links'
import { ApplyLink } from '@/components/ui/apply-link'
import { HeroBanner } from '@/components/ui/hero-banner'
import Link from '@/components/ui/link'
import { WhatsAppBand } from '@/components/ui/whatsapp-chat'
import type { DocumentBase } from '@/content/document'
import type { BreakdownYearView, RunningModuleView, TuitionRowView } from '@/content/views'
import { semesterRank } from '@/lib/levels'
import { formatDollarsWhole, formatNairaWhole } from '@/lib/money'
import { findTuition } from '@/lib/tuition'
import { yearTotal } from '@/lib/tuition-per-year'
import { aboutProgramme } from '@/lib/whatsapp'

const MODULE_COLUMNS = ['Code', 'Title', 'Credit load', 'Lecturers', 'Type']

type ModuleGroup = { level: string; semester: string; modules: RunningModuleView[] }

/** A year's modules (of one level) by semester, in semester order. */
function groupModules(modules: RunningModuleView[]): ModuleGroup[] {
  const semesters = [...new Set(modules.map((m) => m.semester))].sort((a, b) => semesterRank(a) - semesterRank(b))
  return semesters.map((semester) => {
    const ofSemester = modules.filter((m) => m.semester === semester)
    return { level: ofSemester[0].level, semester, modules: ofSemester }
  })
}

/** '1 Year', '4 Years': the unit agrees with the number. */
const durationText = (duration: number, type: string) => {
  const unit = (type || 'Year').replace(/s$/i, '')
  return `${duration} ${unit}${duration === 1 ? '' : 's'}`
}

const levelLabel = (level: string) => (/^\d+$/.test(level) ? `${level} Level` : `Level ${level}`)
const semesterLabel = (semester: string) => (/semester/i.test(semester) ? semester : `${semester} Semester`)

const staffLink = (l: RunningModuleView['lecturers'][number]) => (
  <Link href={`/about/staff/${encodeURIComponent(l.slug)}`}>{l.name}</Link>
)

/** A module's lecturers, each linking to their profile: a list when there are several. */
function Lecturers({ lecturers }: { lecturers: RunningModuleView['lecturers'] }) {
  if (lecturers.length === 0) return 'To be announced'
  if (lecturers.length === 1) return staffLink(lecturers[0])
  return (
    <ul className={styles.lecturers}>
      {lecturers.map((l) => (
        <li key={l.slug}>{staffLink(l)}</li>
      ))}
    </ul>
  )
}

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
        {/* A year's rows grow with the programme, so a row carries no more than it shows: each cell names
            its column (drawn on a phone) by data-label, in CSS, and .modules sets the code and credit
            load as numbers. */}
        <tbody className={styles.modules}>
          {group.modules.map((m, i) => (
            <tr key={`${m.code}-${i}`}>
              <td data-label="Code">{m.code}</td>
              <th scope="row" data-label="Title">
                {m.name}
              </th>
              <td data-label="Credit load">{m.creditLoad}</td>
              <td data-label="Lecturers">
                <Lecturers lecturers={m.lecturers} />
              </td>
              <td data-label="Type">{m.type}</td>
            </tr>
          ))}
        </tbody>
      </StackedTable>
    </div>
  )
}

/**
 * One year of a programme's modules and tuition, under the programme's facts and the year buttons
 * (links to the other years' pages: a page holds one year, whose modules grow with the programme).
 */
export function BreakdownPage({
  breakdown,
  admissionSite,
}: {
  breakdown: BreakdownYearView
  admissionSite: string | null
}) {
  const { programme, years, year, modules, tuitionRows } = breakdown
  const groups = groupModules(modules)
  const headingId = `year-${year}-heading`

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
          <YearLinks years={years} year={year} className={styles.years} />
          <section id={`year-${year}`} className={styles.year} aria-labelledby={headingId}>
            <h2 id={headingId}>Year {year}</h2>
            {groups.length > 0 ? (
              <>
                <YearTotal year={year} groups={groups} tuitionRows={tuitionRows} />
                {groups.map((g) => (
                  <Group key={g.semester} group={g} tuitionRows={tuitionRows} />
                ))}
              </>
            ) : (
              <p className={styles.empty}>No modules published for this year yet.</p>
            )}
          </section>
        </div>
      </section>
    </>
  )
}

/** The head of a year's page of a programme's breakdown (year 1 is the breakdown's own address). */
export function breakdownMeta({ programme: { degreeInView }, years, year }: BreakdownYearView) {
  return {
    title: year === 1 ? `${degreeInView}: modules and tuition` : `${degreeInView}: modules and tuition, year ${year}`,
    description: `Modules, credit units and tuition of ${degreeInView}, year by year.`,
    canonical: years[year - 1]?.path ?? years[0].path,
  }
}

/** The breakdown's document: one year of the programme, with the bursary's chat under it. */
export function BreakdownDocument({ site, siteUrl, breakdown }: DocumentBase & { breakdown: BreakdownYearView }) {
  const { degreeInView, code } = breakdown.programme
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={breakdownMeta(breakdown)}>
      <BreakdownPage breakdown={breakdown} admissionSite={site.links.admissionSite} />
      <WhatsAppBand
        chat={site.whatsapp.bursary}
        question="Questions about these fees or paying them?"
        message={aboutProgramme(site.whatsapp.bursary?.greeting ?? '', `${degreeInView} (${code})`)}
      />
    </DocumentFrame>
  )
}
