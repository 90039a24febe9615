/**
 * Makes the site's font file (src/styles/body-font.mjs says what it holds and why) from the npm package's,
 * with fontTools' subsetter: `apt-get install python3-fonttools python3-brotli` (Debian), then
 * `node scripts/subset-font.mjs`. Run it again after the package's font changes, and commit the file.
 */
import { execFileSync } from 'node:child_process'
import { statSync } from 'node:fs'
import path from 'node:path'

import {
  BODY_FONT_FEATURES,
  BODY_FONT_FILE,
  BODY_FONT_PACKAGE_FILE,
  BODY_FONT_UNICODE_RANGE,
} from '../src/styles/body-font.mjs'

const root = path.resolve(import.meta.dirname, '..')
execFileSync(
  'python3',
  [
    '-m',
    'fontTools.subset',
    path.join(root, BODY_FONT_PACKAGE_FILE),
    `--unicodes=${BODY_FONT_UNICODE_RANGE.replaceAll(' ', '')}`,
    `--layout-features=${BODY_FONT_FEATURES.join(',')}`,
    '--flavor=woff2',
    `--output-file=${path.join(root, BODY_FONT_FILE)}`,
  ],
  { stdio: 'inherit' },
)
console.log(`${BODY_FONT_FILE}: ${statSync(path.join(root, BODY_FONT_FILE)).size} bytes`)
