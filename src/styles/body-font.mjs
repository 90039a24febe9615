/**
 * The site's one typeface, Source Sans 3 (variable weight, OFL), cut down to the characters its pages
 * write, in two files of one family:
 * - the text file: the ASCII letters, digits and common signs, the no-break space, © and · (every footer) and
 *   the punctuation of running text (’ “ ” – — • …), which every page uses and preloads;
 * - the extras file: the accented letters of Latin-1 (é, à, ñ, ü …) and the rarer signs (< > \ ^ ` { | } ~ ® « »),
 *   which a browser fetches only for a page that has one (its face's `unicode-range`).
 * The font package's Latin file (28.7 KB) also carries rarer signs still and the rules that place combining
 * accents; one file with all of the above was 18.5 KB. The text file is 14.0 KB: with its response's headers it
 * arrives in the first round trip of a new connection (14,600 bytes) on a slow line, where a page's largest text
 * or picture waits for it in Lighthouse's simulation (issue 54, docs/decisions/0040). Kerning between characters
 * of the two files is lost; within each it is kept, with the fi and fl ligatures. A character outside both (₦, ẹ,
 * ọ, which the package's Latin file lacks too) is drawn by the fallback, as before.
 *
 * The files are made by `node scripts/subset-font.mjs` from the npm package and kept in the repository, so a
 * build needs no font tools.
 */
export const BODY_FONT_PACKAGE_FILE =
  'node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2'

/**
 * Each file of the family, the text file first (the one the pages preload), with its face's `unicode-range`.
 * Together they hold what the one file held (src/styles/body-font.test.ts).
 */
export const BODY_FONT_FILES = [
  {
    file: 'src/styles/fonts/source-sans-3-text.woff2',
    unicodeRange:
      'U+0020-003B, U+003D, U+003F-005B, U+005D, U+005F, U+0061-007A, U+00A0, U+00A9, U+00B7, U+2013-2014, U+2018-201E, U+2022, U+2026',
  },
  {
    file: 'src/styles/fonts/source-sans-3-extras.woff2',
    unicodeRange: 'U+003C, U+003E, U+005C, U+005E, U+0060, U+007B-007E, U+00AB, U+00AE, U+00BB, U+00C0-00FF',
  },
]

/** OpenType features kept: kerning and the standard ligatures (fi, fl). */
export const BODY_FONT_FEATURES = ['kern', 'liga']
