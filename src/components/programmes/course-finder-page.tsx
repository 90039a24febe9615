import Link from '@/components/ui/link'

import { DocumentFrame } from '@/components/layout/document-frame'
import { ProgrammeItem } from '@/components/programmes/programme-item'
import { ShowMoreLink } from '@/components/programmes/show-more-link'
import styles from '@/components/programmes/programmes.module.css'
import { HeroBanner } from '@/components/ui/hero-banner'
import { RESULTS_ID, toResults } from '@/components/ui/results-anchor'
import { ResultsFocus } from '@/components/ui/results-focus'
import {
  countText,
  finderHref,
  finderItemId,
  hasFilters,
  PROGRAMME_TYPE_LABELS,
  PROGRAMME_TYPES,
  yearsText,
} from '@/lib/programme-finder'
import type { DocumentBase } from '@/content/document'
import type { ProgrammeFinderView } from '@/content/programmes'
import { Island } from '@/islands/island'

// The finder answers at two addresses; this one is canonical.
const PATH = '/admission/course-finder'

type Filters = ProgrammeFinderView['filters']

/** The filters (name, faculty, type, duration): a GET form that lands on the results. */
function FinderFilterForm({ filters, options }: { filters: Filters; options: ProgrammeFinderView['options'] }) {
  return (
    // Lands on the results: below the filters on a phone.
    <form className={styles.form} action={toResults(PATH)} method="get" role="search" aria-label="Filter programmes">
      <div className={styles.field}>
        <label htmlFor="finder-q">Programme name</label>
        <input className="input" id="finder-q" name="q" type="search" defaultValue={filters.q} autoComplete="off" />
      </div>
      <div className={styles.field}>
        <label htmlFor="finder-faculty">Faculty</label>
        <select className="input" id="finder-faculty" name="faculty" defaultValue={filters.faculty ?? ''}>
          <option value="">All faculties</option>
          {options.faculties.map((f) => (
            <option key={f.code} value={f.code}>
              {f.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="finder-type">Programme type</label>
        <select className="input" id="finder-type" name="type" defaultValue={filters.type ?? ''}>
          <option value="">All types</option>
          {PROGRAMME_TYPES.map((t) => (
            <option key={t} value={t}>
              {PROGRAMME_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="finder-duration">Duration</label>
        <select
          className="input"
          id="finder-duration"
          name="duration"
          defaultValue={filters.duration === null ? '' : String(filters.duration)}
        >
          <option value="">Any duration</option>
          {options.durations.map((d) => (
            <option key={d} value={String(d)}>
              {yearsText(d)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.formActions}>
        <button className="button" type="submit">
          Show programmes
        </button>
        {hasFilters(filters) ? <Link href={PATH}>Clear filters</Link> : null}
      </div>
    </form>
  )
}

/** This page's programmes, each with a box to tick for comparing, and 'Show more' (a link). */
function CompareForm({ finder }: { finder: ProgrammeFinderView }) {
  const { filters, results, window, ticked } = finder
  return (
    <form className={styles.compare} action="/admissions/compare" method="get">
      <p className="meta-line">Tick two or three programmes to compare them side by side.</p>
      <ul className="plain-list" aria-labelledby={RESULTS_ID}>
        {results.map((p, i) => (
          <ProgrammeItem key={p.slug} programme={p} detailed id={finderItemId(window.start + i + 1)}>
            <label className={styles.pick}>
              <input type="checkbox" name="programmes" value={p.slug} defaultChecked={ticked.includes(p.slug)} />
              Compare<span className="visually-hidden"> {p.name}</span>
            </label>
          </ProgrammeItem>
        ))}
      </ul>
      {window.hasMore ? (
        <div>
          {/* Lands on the first new programme; the ticked boxes travel in the address. */}
          <Island
            name="show-more-link"
            component={ShowMoreLink}
            props={{
              href: finderHref(PATH, filters, window.page + 1, window.end + 1, ticked),
              label: 'Show more programmes',
              className: 'button button--ghost',
            }}
          />
        </div>
      ) : null}
      <div>
        <button className="button button--ghost" type="submit">
          Compare selected programmes
        </button>
      </div>
    </form>
  )
}

/** The count of matching programmes, then this page of them, or a way out when none match. */
function FinderResults({ finder }: { finder: ProgrammeFinderView }) {
  const { filters, results, matched, window, ticked } = finder
  return (
    <div className={styles.stack}>
      {/* The heading is the count, read out when focus lands on it after the form. */}
      <h2 id={RESULTS_ID} tabIndex={-1} className={styles.groupTitle} data-testid="finder-count">
        {countText(matched)} found
      </h2>
      <Island name="results-focus" component={ResultsFocus} props={{}} />
      {window.hasEarlier ? (
        <p className="meta-line">
          Showing programmes {window.start + 1} to {window.end} of {matched}.{' '}
          <Link href={finderHref(PATH, filters, 1, undefined, ticked)}>Back to the first programmes</Link>
        </p>
      ) : null}
      {results.length === 0 ? (
        <div className={styles.stack}>
          <p className={`empty-note ${styles.empty}`}>No programmes match your search.</p>
          <p>
            <Link href={PATH}>Clear the filters and show every programme</Link>
          </p>
        </div>
      ) : (
        <CompareForm finder={finder} />
      )}
    </div>
  )
}

/**
 * The programmes, narrowed by filters that live in the address, a page at a time: 'Show more' is a
 * link to the next page, so the finder works without JavaScript.
 */
export function CourseFinderPage({ finder }: { finder: ProgrammeFinderView }) {
  return (
    <>
      <HeroBanner image={null} height="small" labelledBy="finder-title">
        <p className="eyebrow">Admissions</p>
        <h1 id="finder-title">Programme finder</h1>
        <p className="lead">Search our foundation, undergraduate and postgraduate programmes and compare them.</p>
      </HeroBanner>

      <section className="section" aria-labelledby={RESULTS_ID}>
        <div className={`container ${styles.stack}`}>
          <FinderFilterForm filters={finder.filters} options={finder.options} />
          <FinderResults finder={finder} />
        </div>
      </section>
    </>
  )
}

export type CourseFinderDocumentProps = DocumentBase & { finder: ProgrammeFinderView }

/** The head of the programme finder at either of its addresses (the canonical one: PATH). */
export const courseFinderMeta = () => ({
  title: 'Programme finder',
  description:
    'Find a programme: search every foundation, undergraduate and postgraduate programme by name, faculty, type and duration.',
  canonical: PATH,
})

/** The programme finder as a whole document (its page hands its props through). */
export function CourseFinderDocument({ site, siteUrl, finder }: CourseFinderDocumentProps) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={courseFinderMeta()}>
      <CourseFinderPage finder={finder} />
    </DocumentFrame>
  )
}
