/**
 * Builds the islands' scripts (src/islands/entries/*.tsx) into public/islands/: one file per entry,
 * named after it (/islands/<name>.js, the address src/islands/island.tsx writes), and the chunks they
 * share (React), named by their content's hash so a browser may keep them for good. Runs before
 * `next build`; under `npm run dev` it watches (`--watch`) and builds again on each change, so a reload
 * of the page shows an island's new code.
 *
 * The islands are the site's own React components, bundled without Next. Three things they import
 * from the site are given here instead:
 * - a CSS module (`import styles from './x.module.css'`) gives the class names the server used, which
 *   the page writes beside the island (src/islands/styles.ts): the island's script carries no CSS;
 * - `next/link` is a plain link and `next/navigation` answers that there is no router
 *   (src/islands/shims/): a document page has no client-side navigation.
 */
import fs from 'node:fs'
import path from 'node:path'

import * as esbuild from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const entriesDir = path.join(root, 'src/islands/entries')
const outdir = path.join(root, 'public/islands')

/** The class names of a CSS module, as the server wrote them beside the island (src/islands/styles.ts). */
const cssModulesFromPage = {
  name: 'css-modules-from-page',
  setup(build) {
    const seen = new Map()
    build.onResolve({ filter: /\.module\.css$/ }, (args) => {
      const file = path.resolve(args.resolveDir, args.path)
      const name = path.basename(file, '.module.css')
      // The page names a module by its file name alone, so two modules of one name cannot both be in islands.
      if (seen.has(name) && seen.get(name) !== file) throw new Error(`Two CSS modules named ${name}: ${file}`)
      seen.set(name, file)
      return { path: name, namespace: 'css-module' }
    })
    build.onLoad({ filter: /.*/, namespace: 'css-module' }, (args) => ({
      contents: `import { stylesOf } from ${JSON.stringify(path.join(root, 'src/islands/styles.ts'))}\nexport default stylesOf(${JSON.stringify(args.path)})`,
      resolveDir: root,
      loader: 'js',
    }))
  },
}

const entries = fs
  .readdirSync(entriesDir)
  .filter((f) => f.endsWith('.tsx'))
  .map((f) => path.join(entriesDir, f))

/** Says which scripts each build wrote (under `--watch`, every build again on a change). */
const reportEachBuild = {
  name: 'report-each-build',
  setup(build) {
    build.onEnd((result) => {
      if (result.errors.length) return
      const written = Object.values(result.metafile?.outputs ?? {}).filter((o) => o.entryPoint)
      console.log(`Islands: ${written.map((o) => path.basename(o.entryPoint, '.tsx')).join(', ')}`)
    })
  },
}

const watch = process.argv.includes('--watch')
const options = {
  entryPoints: entries,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: !watch,
  target: ['es2020'],
  entryNames: '[name]',
  chunkNames: 'chunk-[hash]',
  define: { 'process.env.NODE_ENV': watch ? '"development"' : '"production"' },
  jsx: 'automatic',
  tsconfig: path.join(root, 'tsconfig.json'),
  alias: {
    'next/link': path.join(root, 'src/islands/shims/link.tsx'),
    'next/navigation': path.join(root, 'src/islands/shims/navigation.ts'),
  },
  plugins: [cssModulesFromPage, reportEachBuild],
  metafile: true,
  logLevel: 'warning',
}

fs.rmSync(outdir, { recursive: true, force: true })
if (watch) await (await esbuild.context(options)).watch()
else await esbuild.build(options)
