import Link from '@/components/ui/link'

import { WholeCostSection } from '@/components/fees/whole-cost'
import { DocumentFrame } from '@/components/layout/document-frame'
import { AdmissionWindowNote } from '@/components/ui/admission-window'
import { ApplyLink } from '@/components/ui/apply-link'
import { EntryRequirements } from '@/components/programmes/entry-requirements'
import { ModulesByYear } from '@/components/programmes/modules-by-year'
import { ProgrammeCost } from '@/components/programmes/programme-cost'
import styles from '@/components/programmes/programmes.module.css'
import { HeroBanner } from '@/components/ui/hero-banner'
import { WhatsAppBand } from '@/components/ui/whatsapp-chat'
import type { DocumentBase } from '@/content/document'
import type { ProgrammePageView } from '@/content/programmes'
import { jsonLd } from '@/lib/json-ld'
import { durationText } from '@/lib/programme-finder'
import { pathOf, routes } from '@/lib/routes'
import { truncate } from '@/lib/text'
import { aboutProgramme } from '@/lib/whatsapp'

/** The programme's name and degree, with the ways to apply and to compare it. */
function ProgrammeHero({ programme }: { programme: ProgrammePageView }) {
  const compareHref = `/admissions/compare?programmes=${encodeURIComponent(programme.slug)}`
  return (
    <HeroBanner image={programme.image} height="medium" labelledBy="programme-title">
      <p className="eyebrow">{programme.typeLabel} programme</p>
      <h1 id="programme-title">{programme.name}</h1>
      <p className={styles.heroDegree}>{programme.degreeInView}</p>
      <div className="actions">
        <ApplyLink href={programme.admissionSite} />
        <Link className="button button--light" href={compareHref}>
          Compare with other programmes
        </Link>
      </div>
      <AdmissionWindowNote state={programme.admissionWindow} />
    </HeroBanner>
  )
}

/** At a glance: degree, type, duration, faculty, department and course code. */
function ProgrammeFacts({ programme }: { programme: ProgrammePageView }) {
  return (
    <section className="section" aria-labelledby="programme-facts-title">
      <div className="container">
        <h2 id="programme-facts-title" className="visually-hidden">
          At a glance
        </h2>
        <dl className="fact-list" data-testid="programme-facts">
          <div>
            <dt>Degree in view</dt>
            <dd data-testid="programme-degree">{programme.degreeInView}</dd>
          </div>
          <div>
            <dt>Programme type</dt>
            <dd data-testid="programme-type">{programme.typeLabel}</dd>
          </div>
          <div>
            <dt>Duration</dt>
            <dd data-testid="programme-duration">{durationText(programme.duration, programme.durationType)}</dd>
          </div>
          <div>
            <dt>Faculty</dt>
            <dd data-testid="programme-faculty">
              {programme.faculty ? (
                <Link href={`/faculty/${encodeURIComponent(programme.faculty.slug)}`}>{programme.faculty.name}</Link>
              ) : (
                'Not assigned'
              )}
            </dd>
          </div>
          <div>
            <dt>Department</dt>
            <dd data-testid="programme-department">
              {programme.department ? (
                <Link href={routes.department(programme.department.code)}>{programme.department.name}</Link>
              ) : (
                'Run by the faculty'
              )}
            </dd>
          </div>
          <div>
            <dt>Course code</dt>
            <dd data-testid="programme-code">{programme.code}</dd>
          </div>
        </dl>
      </div>
    </section>
  )
}

/** The tuition beside the description: the year's tuition, with links to the whole cost and the breakdown. */
function TuitionSummary({ programme }: { programme: ProgrammePageView }) {
  const breakdownHref = `/breakdown/${encodeURIComponent(programme.code)}`
  const estimateHref = `${pathOf('feeEstimate')}?programme=${encodeURIComponent(programme.slug)}`
  return (
    <aside className={styles.tuition} aria-labelledby="programme-tuition-title" data-testid="programme-tuition">
      <h2 id="programme-tuition-title">Tuition</h2>
      {programme.cost ? (
        <>
          <ProgrammeCost cost={programme.cost} />
          <p className={styles.note}>
            Tuition only: <a href="#whole-cost-title">the whole cost</a>, with the other fees and a hostel place, is
            below. Other fees are listed on the <Link href={pathOf('tuition')}>tuition page</Link>
            {'; '}
            <Link href={estimateHref}>estimate a year&apos;s fees</Link>.
          </p>
        </>
      ) : (
        <p className={styles.note}>Tuition for this programme has not been published yet.</p>
      )}
      <p className={styles.note}>
        <Link href={breakdownHref} aria-label={`View full breakdown of ${programme.name}`}>
          View full breakdown
        </Link>
      </p>
    </aside>
  )
}

/** A programme's page: its facts, description, tuition summary and modules year by year. */
export function ProgrammePage({ programme }: { programme: ProgrammePageView }) {
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(programme.structuredData) }} />
      <ProgrammeHero programme={programme} />
      <ProgrammeFacts programme={programme} />

      <section className="section section--paper" aria-labelledby="programme-about-title">
        <div className={`container split split--lg ${styles.layout}`}>
          <div>
            <h2 id="programme-about-title">About the programme</h2>
            <p className={styles.prose}>{programme.description || 'More about this programme is coming soon.'}</p>
          </div>
          <TuitionSummary programme={programme} />
        </div>
      </section>

      {programme.wholeCost ? <WholeCostSection cost={programme.wholeCost} programme={programme} /> : null}

      <section className="section" aria-labelledby="programme-requirements-title">
        <div className="container">
          <h2 id="programme-requirements-title">Entry requirements</h2>
          <EntryRequirements
            requirements={programme.requirements}
            postgraduate={programme.type === 'postgraduate'}
            eligibilityHref={pathOf('eligibility')}
          />
        </div>
      </section>

      <section className="section section--paper" aria-labelledby="programme-modules-title">
        <div className="container">
          <h2 id="programme-modules-title">Modules</h2>
          <ModulesByYear years={programme.modulesByYear} />
        </div>
      </section>
    </>
  )
}

/** The head of a programme's page: its description, or its degree and length where it has none. */
export function programmeMeta(programme: ProgrammePageView) {
  const description = truncate(
    programme.description ||
      `${programme.degreeInView}: a ${programme.duration}-${programme.durationType.toLowerCase()} ${programme.typeLabel.toLowerCase()} programme.`,
    160,
  )
  return {
    title: programme.name,
    description,
    canonical: `/course/${programme.slug}`,
    openGraph: { type: 'website' as const, title: programme.name, description, image: programme.image?.url },
  }
}

/** /course/<slug> as a whole document, with the admissions office's chat under it (also the admin's preview). */
export function ProgrammeDocument({ site, siteUrl, programme }: DocumentBase & { programme: ProgrammePageView }) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={programmeMeta(programme)}>
      <ProgrammePage programme={programme} />
      <WhatsAppBand
        chat={site.whatsapp.admissions}
        question={`Questions about studying ${programme.name}?`}
        message={aboutProgramme(
          site.whatsapp.admissions?.greeting ?? '',
          `${programme.degreeInView} (${programme.code})`,
        )}
      />
    </DocumentFrame>
  )
}
