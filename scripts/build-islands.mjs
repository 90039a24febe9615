/**
 * Builds the islands' scripts into public/islands/: one file per entry (src/islands/entries/*.tsx),
 * named after it (/islands/<name>.js, the address src/islands/island.tsx writes); the modules they load
 * later (/islands/later/<name>.js) and the chunks those share (React), named by their content's hash so
 * a browser may keep them for good (see `builds` below). Runs before
 * `next build`; under `npm run dev` it watches (`--watch`) and builds again on each change, so a reload
 * of the page shows an island's new code.
 *
 * The islands are the site's own React components, bundled without Next. Three things they import
 * from the site are given here instead:
 * - a CSS module (`import styles from './x.module.css'`) gives the class names the pages use, named the
 *   same way (`cssModuleNames` below): the island's script carries no CSS;
 * - `next/link` is a plain link and `next/navigation` answers that there is no router
 *   (src/islands/shims/): a document page has no client-side navigation.
 */
import fs from 'node:fs'
import path from 'node:path'

import * as esbuild from 'esbuild'

import { classesNamedIn } from '../src/astro/integrations/css-classes.mjs'
import { scopedNamer } from '../src/astro/integrations/short-class-names.mjs'

const root = path.resolve(import.meta.dirname, '..')
const outdir = path.join(root, 'public/islands')

/**
 * A CSS module gives its classes' names as the site's pages write them (short-class-names.mjs: numbers in a
 * built site, readable names under --watch), read from the module's own file: the script carries no CSS, and
 * the page writes no map of names beside the island.
 */
const cssModuleNames = (nameOf) => ({
  name: 'css-module-names',
  setup(build) {
    build.onLoad({ filter: /\.module\.css$/ }, (args) => {
      const names = {}
      for (const local of classesNamedIn(fs.readFileSync(args.path, 'utf8'))) names[local] = nameOf(local, args.path)
      return { contents: `export default ${JSON.stringify(names)}`, loader: 'js', watchFiles: [args.path] }
    })
  },
})

const sourcesIn = (dir, ext) =>
  fs
    .readdirSync(path.join(root, 'src/islands', dir))
    .filter((f) => f.endsWith(ext))
    .map((f) => path.join(root, 'src/islands', dir, f))

/**
 * An entry's `import('../later/<name>')` stays an import, of the later build's file
 * (/islands/later/<name>.js): the entry itself is one file with no imports of its own.
 */
const laterByAddress = {
  name: 'later-by-address',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/later\/[\w-]+$/ }, (args) => ({
      path: `./later/${path.basename(args.path)}.js`,
      external: true,
    }))
  },
}

/** Says which scripts each build wrote (under `--watch`, every build again on a change). */
const reportEachBuild = (kind) => ({
  name: 'report-each-build',
  setup(build) {
    build.onEnd((result) => {
      if (result.errors.length) return
      const written = Object.values(result.metafile?.outputs ?? {}).filter((o) => o.entryPoint)
      console.log(`Islands (${kind}): ${written.map((o) => path.parse(o.entryPoint).name).join(', ')}`)
    })
  },
})

const watch = process.argv.includes('--watch')
const classNames = cssModuleNames(scopedNamer(path.join(root, 'src'), !watch))
const shared = {
  outdir,
  bundle: true,
  format: 'esm',
  minify: !watch,
  target: ['es2020'],
  define: { 'process.env.NODE_ENV': watch ? '"development"' : '"production"' },
  jsx: 'automatic',
  tsconfig: path.join(root, 'tsconfig.json'),
  alias: {
    'next/link': path.join(root, 'src/islands/shims/link.tsx'),
    'next/navigation': path.join(root, 'src/islands/shims/navigation.ts'),
  },
  metafile: true,
  logLevel: 'warning',
}

/**
 * Two builds. The entries (src/islands/entries/*.tsx), which a page names in its head, each one file that
 * imports nothing: the browser fetches it at the low priority the page asks (src/islands/page-scripts.tsx),
 * where a chunk it imported would be fetched at high priority and compete with the page's first screen on a
 * slow line (issue 54). The later modules (src/islands/later/*.ts), loaded when the visitor reaches for an
 * island, share their chunks (React) between them, named by content hash so a browser may keep them for good.
 */
const builds = [
  {
    ...shared,
    entryPoints: sourcesIn('entries', '.tsx'),
    entryNames: '[name]',
    splitting: false,
    plugins: [laterByAddress, classNames, reportEachBuild('entries')],
  },
  {
    ...shared,
    entryPoints: sourcesIn('later', '.ts'),
    entryNames: 'later/[name]',
    chunkNames: 'chunk-[hash]',
    splitting: true,
    plugins: [classNames, reportEachBuild('later')],
  },
]

fs.rmSync(outdir, { recursive: true, force: true })
if (watch) for (const options of builds) await (await esbuild.context(options)).watch()
else await Promise.all(builds.map((options) => esbuild.build(options)))
