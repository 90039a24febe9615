import { DocumentFrame } from '@/components/layout/document-frame'
import { ExternalIcon, NewTabHint } from '@/components/layout/icons'
import type { PageMeta } from '@/components/layout/page-head'
import { HeroBanner } from '@/components/ui/hero-banner'
import type { DocumentBase } from '@/content/document'
import type { PageTextsView } from '@/content/page-texts'
import type { CentreView } from '@/content/pages'

import styles from './centres-page.module.css'

/** The centres of excellence, each linking to its own site, and why they matter. */
export function CentresPage({ centres, texts }: { centres: CentreView[]; texts: PageTextsView['centres'] }) {
  return (
    <>
      <HeroBanner image={null} height={200} align="center" labelledBy="centres-title">
        <h1 id="centres-title">{texts.title}</h1>
        <p className="lead">{texts.subtitle}</p>
      </HeroBanner>

      <section className="section" aria-label="Our centres">
        <div className="container">
          <ul className="column-grid">
            {centres.map((c) => (
              <li key={c.name} className="accent-card feature-card">
                <h2 className={styles.name}>{c.name}</h2>
                <p className={styles.tagline}>{c.tagline}</p>
                <p className={styles.location}>{c.location}</p>
                {c.initiatives.length > 0 ? (
                  <>
                    <h3 className={styles.initiativesTitle}>Key initiatives</h3>
                    <ul className={styles.initiatives}>
                      {c.initiatives.map((i) => (
                        <li key={i}>{i}</li>
                      ))}
                    </ul>
                  </>
                ) : null}
                {c.url ? (
                  <a className={styles.link} href={c.url} target="_blank" rel="noopener noreferrer">
                    Visit the centre<span className="visually-hidden"> {c.name}</span>
                    <ExternalIcon />
                    <NewTabHint />
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--paper" aria-labelledby="why-title">
        <div className="container">
          <h2 id="why-title" className={styles.whyTitle}>
            {texts.whyTitle}
          </h2>
          <ul className={styles.highlights}>
            {texts.highlights.map((h) => (
              <li key={h.title} className={styles.highlight}>
                <h3 className={styles.highlightTitle}>{h.title}</h3>
                <p>{h.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}

/** The head of /resources/center-excellence, in the web team's words for the page. */
export const centresMeta = (texts: PageTextsView['centres']): PageMeta & { canonical: string } => ({
  title: texts.title,
  description: `${texts.subtitle}: the university's research centres and their key initiatives.`,
  canonical: '/resources/center-excellence',
})

/** /resources/center-excellence as a whole document (its page hands its props through). */
export function CentresDocument({
  site,
  siteUrl,
  centres,
  texts,
}: DocumentBase & { centres: CentreView[]; texts: PageTextsView['centres'] }) {
  return (
    <DocumentFrame site={site} siteUrl={siteUrl} meta={centresMeta(texts)}>
      <CentresPage centres={centres} texts={texts} />
    </DocumentFrame>
  )
}
