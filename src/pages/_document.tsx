import { Head, Html, Main, NextScript, type DocumentProps } from 'next/document'

import { HTML_CLASS, LIGHT_LOCALE, PAGE_LOCALE } from '@/lib/data-light.mjs'

/**
 * Where scripts are off, controls that need them take no room and what they would hide shows
 * (globals.css: .awaits-script, .script-only, .script-hidden, .slider-window).
 */
const WITHOUT_SCRIPT =
  '.awaits-script,.script-only{display:none}.script-hidden{display:block}' +
  '.slider-window{grid-template-columns:repeat(auto-fill,minmax(min(100%,14rem),1fr))!important}' +
  '.slider-window>li{display:grid!important}'

/**
 * The frame of every page served as a document (the Pages Router with `unstable_runtimeJS: false`):
 * Next adds the page's CSS and head; no framework script. Islands add their own scripts.
 */
export default function Document({ locale }: DocumentProps) {
  // A data-light page runs no script: it reads as a browser without JavaScript shows the page, and the
  // class lets the stylesheet show the footer switch's state.
  const light = locale === LIGHT_LOCALE
  return (
    <Html lang={PAGE_LOCALE} className={light ? HTML_CLASS : undefined}>
      <Head />
      <body>
        {light ? (
          <style>{WITHOUT_SCRIPT}</style>
        ) : (
          <noscript>
            <style>{WITHOUT_SCRIPT}</style>
          </noscript>
        )}
        <Main />
        <NextScript />
      </body>
    </Html>
  )
}
