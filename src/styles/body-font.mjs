/**
 * The site's one typeface, Source Sans 3 (variable weight, OFL), cut down to the characters its pages
 * write: the ASCII letters, digits and signs, the accented letters of Latin-1 (é, à, ñ, ü …) and the
 * punctuation of running text. The font package's Latin file (28.7 KB) also carries rarer signs and the
 * rules that place combining accents; without them the file is 18.5 KB, which a phone on a slow line has a
 * round trip sooner: a page whose largest text waits for the font shows it about 300 ms earlier (issue 54,
 * docs/decisions/0040). A character outside the range (₦, ẹ, ọ, which the package's Latin file lacks too)
 * is drawn by the fallback, as before.
 *
 * The file is made by `node scripts/subset-font.mjs` from the npm package and kept in the repository, so a
 * build needs no font tools.
 */
export const BODY_FONT_PACKAGE_FILE =
  'node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2'

export const BODY_FONT_FILE = 'src/styles/fonts/source-sans-3-text.woff2'

/** What the file holds, and the `unicode-range` of its face. */
export const BODY_FONT_UNICODE_RANGE =
  'U+0020-007E, U+00A0, U+00A9, U+00AB, U+00AE, U+00B7, U+00BB, U+00C0-00FF, U+2013-2014, U+2018-201E, U+2022, U+2026'

/** OpenType features kept: kerning and the standard ligatures (fi, fl). */
export const BODY_FONT_FEATURES = ['kern', 'liga']
