import { Head, Html, Main, NextScript } from 'next/document'

/**
 * The frame of every page served as a document (the Pages Router with `unstable_runtimeJS: false`):
 * Next adds the page's CSS and head; no framework script. Islands add their own scripts.
 */
export default function Document() {
  return (
    <Html lang="en-NG">
      <Head />
      <body>
        {/* Where scripts are off, controls that need them take no room (globals.css, .awaits-script). */}
        <noscript>
          <style>{'.awaits-script{display:none}'}</style>
        </noscript>
        <Main />
        <NextScript />
      </body>
    </Html>
  )
}
