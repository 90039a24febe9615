/**
 * Makes the site's font files (src/styles/body-font.mjs says what they hold and why) from the npm package's,
 * with fontTools' subsetter: `apt-get install python3-fonttools python3-brotli` (Debian), then
 * `node scripts/subset-font.mjs`. Run it again after the package's font changes, and commit the files.
 */
import { execFileSync } from 'node:child_process'
import { statSync } from 'node:fs'
import path from 'node:path'

import { BODY_FONT_FEATURES, BODY_FONT_FILES, BODY_FONT_PACKAGE_FILE } from '../src/styles/body-font.mjs'

const root = path.resolve(import.meta.dirname, '..')
for (const { file, unicodeRange } of BODY_FONT_FILES) {
  execFileSync(
    'python3',
    [
      '-m',
      'fontTools.subset',
      path.join(root, BODY_FONT_PACKAGE_FILE),
      `--unicodes=${unicodeRange.replaceAll(' ', '')}`,
      `--layout-features=${BODY_FONT_FEATURES.join(',')}`,
      // What a browser does not use: hinting (it draws without it) and the table that names the weight axis's
      // stops for a font menu. The names, the copyright notice among them, stay as the subsetter keeps them.
      '--no-hinting',
      '--drop-tables+=STAT',
      '--flavor=woff2',
      `--output-file=${path.join(root, file)}`,
    ],
    { stdio: 'inherit' },
  )
  console.log(`${file}: ${statSync(path.join(root, file)).size} bytes`)
}
