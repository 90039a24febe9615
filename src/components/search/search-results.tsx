import Link from '@/components/ui/link'

import { RESULTS_ID } from '@/components/ui/results-anchor'
import { ResultsFocus } from '@/components/ui/results-focus'
import { Island } from '@/islands/island'
import type { SearchGroupKind, SearchGroupView, SearchPageView, SearchResultView } from '@/content/search'
import type { TextPart } from '@/lib/search-highlight'

import styles from './search.module.css'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The search page's address for a query, optionally one kind and a page of it. */
export function searchHref(query: string, kind: SearchGroupKind | null = null, page = 1): string {
  const params = new URLSearchParams({ q: query })
  if (kind) params.set('kind', kind)
  if (kind && page > 1) params.set('page', String(page))
  return `/search?${params.toString()}`
}

/** Text with the words the search matched in <mark>: React elements, never HTML from content. */
function Marked({ parts }: { parts: TextPart[] }) {
  return parts.map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : p.text))
}

/** 'Did you mean …?': a link searching for the query of known words closest to the visitor's. */
function DidYouMean({ suggestion }: { suggestion: string }) {
  return (
    <p className={styles.didYouMean} data-testid="search-suggestion">
      Did you mean{' '}
      <Link href={searchHref(suggestion)} className={styles.moreLink}>
        {suggestion}
      </Link>
      ?
    </p>
  )
}

/**
 * The best result of every kind, above the groups (which keep their fixed order): with several kinds
 * found, the answer may sit in the last group ('press': the press office, under Pages, after News).
 */
function BestMatch({ result }: { result: SearchResultView }) {
  return (
    <section className={styles.best} aria-labelledby="results-best-title">
      <h3 id="results-best-title" className="result-group__title">
        Best match
      </h3>
      <p>
        <Link href={result.url} className={styles.link}>
          <Marked parts={result.titleParts} />
        </Link>
      </p>
      {result.snippet ? (
        <p className={styles.snippet}>
          <Marked parts={result.snippetParts} />
        </p>
      ) : null}
    </section>
  )
}

/** What to try when nothing matched: fewer words, the programme finder, or asking us. */
function Suggestions() {
  return (
    <div className={styles.suggestions}>
      <p>Check the spelling, try fewer or other words, or:</p>
      <ul>
        <li>
          <Link href="/admission/course-finder">Find a programme with the programme finder</Link>
        </li>
        <li>
          <Link href="/about/contact">Contact us</Link>
        </li>
      </ul>
    </div>
  )
}

/** Nothing found: the query, why, a 'did you mean' and what to try instead. */
function NoResults({ view }: { view: SearchPageView }) {
  return (
    <div className={styles.empty} data-testid="search-empty">
      <h2 id={RESULTS_ID} tabIndex={-1} className={styles.summary}>
        No results for &ldquo;{view.query}&rdquo;.
      </h2>
      <Island name="results-focus" component={ResultsFocus} props={{}} />
      {view.searched ? null : <p>Type a word with letters or numbers to search for.</p>}
      {view.suggestion ? <DidYouMean suggestion={view.suggestion} /> : null}
      <Suggestions />
    </div>
  )
}

/** Links to each kind's group further down the page, with its count. */
function ResultKinds({ groups }: { groups: SearchGroupView[] }) {
  return (
    <nav aria-label="Result kinds" className={styles.jump}>
      <ul className="pill-list">
        {groups.map((g) => (
          <li key={g.kind}>
            <a href={`#results-${g.kind}`}>
              {g.heading} ({g.total})
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** One result: its title as a link and its snippet, the matched words marked. */
function ResultItem({ result }: { result: SearchResultView }) {
  return (
    <li className={styles.item}>
      <Link href={result.url} className={styles.link}>
        <Marked parts={result.titleParts} />
      </Link>
      {result.snippet ? (
        <p className={styles.snippet}>
          <Marked parts={result.snippetParts} />
        </p>
      ) : null}
    </li>
  )
}

/**
 * Where a group's window sits among its results, and 'Show more' (the next page of that kind; from
 * the first screen of every kind, its page 2).
 */
function GroupPaging({ group: g, query, paging }: { group: SearchGroupView; query: string; paging: boolean }) {
  return (
    <p className={styles.more}>
      Showing {g.start + 1}&ndash;{g.start + g.results.length} of {g.total}.{' '}
      {g.hasMore ? (
        <Link
          href={searchHref(query, g.kind, paging ? g.page + 1 : 2)}
          className={styles.moreLink}
          aria-label={`Show more ${g.heading.toLowerCase()} results`}
        >
          Show more
        </Link>
      ) : null}
    </p>
  )
}

/** One kind's results under its heading; `paging`: this kind alone is paged through (`?kind=`). */
function ResultGroup({ group: g, query, paging }: { group: SearchGroupView; query: string; paging: boolean }) {
  return (
    <section
      id={`results-${g.kind}`}
      className="result-group"
      aria-labelledby={`results-${g.kind}-title`}
      data-testid={`results-${g.kind}`}
    >
      <h3 id={`results-${g.kind}-title`} className="result-group__title">
        {g.heading} <span className={styles.count}>({g.total})</span>
      </h3>
      {g.start > 0 ? (
        <p className={styles.more}>
          <Link href={searchHref(query, g.kind)}>Show the first {g.heading.toLowerCase()}</Link>
        </p>
      ) : null}
      <ul className="plain-list">
        {g.results.map((r) => (
          <ResultItem key={r.key} result={r} />
        ))}
      </ul>
      {g.start > 0 || g.hasMore ? <GroupPaging group={g} query={query} paging={paging} /> : null}
    </section>
  )
}

/** The results of a search, grouped by kind, or the prompt and the empty text. */
export function SearchResults({ view }: { view: SearchPageView }) {
  if (!view.query) {
    return (
      <p className={styles.prompt} data-testid="search-prompt">
        Type what you are looking for, such as a programme, a person&rsquo;s name, a news topic or a page, then choose
        Search.
      </p>
    )
  }
  if (view.total === 0) return <NoResults view={view} />
  const paged = view.kind ? view.groups.find((g) => g.kind === view.kind) : undefined
  return (
    <div className={styles.results}>
      {/* The heading of the results, with their count: focus lands on it after the form. */}
      <h2 id={RESULTS_ID} tabIndex={-1} className={styles.summary} data-testid="search-summary">
        {plural(view.total, 'result', 'results')} for &ldquo;{view.query}&rdquo;
        {paged ? ` in ${paged.heading}` : ''}
      </h2>
      <Island name="results-focus" component={ResultsFocus} props={{}} />
      {view.partial ? (
        <p className={styles.partial} data-testid="search-partial">
          No result has every word you typed; these have some of them, the most first.
        </p>
      ) : null}
      {view.suggestion ? <DidYouMean suggestion={view.suggestion} /> : null}
      {view.kind ? (
        <p className={styles.back}>
          <Link href={searchHref(view.query)}>All kinds of results for &ldquo;{view.query}&rdquo;</Link>
        </p>
      ) : null}
      {view.best ? <BestMatch result={view.best} /> : null}
      {view.groups.length > 1 ? <ResultKinds groups={view.groups} /> : null}
      {view.groups.map((g) => (
        <ResultGroup key={g.kind} group={g} query={view.query} paging={Boolean(view.kind)} />
      ))}
    </div>
  )
}
