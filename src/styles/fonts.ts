import localFont from 'next/font/local'

/**
 * The site's one typeface: Source Sans 3 (variable weight), self-hosted from an npm package, so
 * nothing is fetched at build or run time. `display: swap` shows text at once in a fallback whose
 * metrics next/font adjusts to match (size-adjust on Arial), so the swap does not shift the layout.
 */
export const bodyFont = localFont({
  src: '../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  variable: '--font-body',
  weight: '200 900',
  style: 'normal',
  display: 'swap',
  preload: true,
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'],
})
