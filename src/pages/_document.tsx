import {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentInitialProps,
  type DocumentProps,
} from 'next/document'

import { gatheringInto, ScriptTags } from '@/islands/page-scripts'
import { HTML_CLASS, LIGHT_LOCALE, PAGE_LOCALE, WITHOUT_SCRIPT_CSS } from '@/lib/data-light.mjs'

/**
 * The frame of every page served as a document (the Pages Router with `unstable_runtimeJS: false`):
 * Next adds the page's CSS and head; no framework script. The scripts of the islands the page shows
 * are written once each, in the head (src/islands/page-scripts.tsx).
 */
export default function Document({ locale, islandScripts }: DocumentProps & IslandScripts) {
  // A data-light page runs no script: it reads as a browser without JavaScript shows the page, and the
  // class lets the stylesheet show the footer switch's state.
  const light = locale === LIGHT_LOCALE
  return (
    <Html lang={PAGE_LOCALE} className={light ? HTML_CLASS : undefined}>
      <Head>
        <ScriptTags scripts={islandScripts} />
      </Head>
      <body>
        {light ? (
          <style>{WITHOUT_SCRIPT_CSS}</style>
        ) : (
          <noscript>
            <style>{WITHOUT_SCRIPT_CSS}</style>
          </noscript>
        )}
        <Main />
        <NextScript />
      </body>
    </Html>
  )
}

type IslandScripts = { islandScripts: string[] }

/** The page is rendered first: the islands it showed say which scripts it needs. */
Document.getInitialProps = async (ctx: DocumentContext): Promise<DocumentInitialProps & IslandScripts> => {
  const scripts = new Set<string>()
  const initial = await ctx.defaultGetInitialProps({
    ...ctx,
    renderPage: (options) => ctx.renderPage({ ...options, enhanceApp: (App) => gatheringInto(scripts, App) }),
  })
  return { ...initial, islandScripts: [...scripts] }
}
