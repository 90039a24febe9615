/**
 * Builds the islands' scripts (src/islands/entries/*.tsx) into public/islands/: one file per island,
 * named after it (/islands/<name>.js, the address src/islands/island.tsx writes), and the chunks they
 * share (React), named by their content's hash so a browser may keep them for good. Runs before
 * `next build` and `next dev`.
 */
import fs from 'node:fs'
import path from 'node:path'

import * as esbuild from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const entriesDir = path.join(root, 'src/islands/entries')
const outdir = path.join(root, 'public/islands')

const entries = fs
  .readdirSync(entriesDir)
  .filter((f) => f.endsWith('.tsx'))
  .map((f) => path.join(entriesDir, f))

fs.rmSync(outdir, { recursive: true, force: true })
const result = await esbuild.build({
  entryPoints: entries,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  target: ['es2020'],
  entryNames: '[name]',
  chunkNames: 'chunk-[hash]',
  define: { 'process.env.NODE_ENV': '"production"' },
  jsx: 'automatic',
  tsconfig: path.join(root, 'tsconfig.json'),
  metafile: true,
  logLevel: 'warning',
})

console.log(
  `Islands: ${Object.values(result.metafile.outputs)
    .filter((o) => o.entryPoint)
    .map((o) => path.basename(o.entryPoint, '.tsx'))
    .join(', ')}`,
)
