/**
 * Lexical (the admin's rich-text editor, which Payload's config loads) gives Node an entry that picks
 * its build with a top-level `await import()`. Loaded by Node's own module loader, as the Pages Router's
 * pages and our scripts load it, that entry can wait on itself for good: the process then hangs (a
 * server's pages never answer) or ends with code 13. Its `production` build, chosen by Node's
 * `--conditions=production`, has no such await. The project's `.npmrc` passes the condition to every
 * npm script (docs/decisions/0034-lexical-without-top-level-await.md); this stops a process started
 * some other way before it can hang.
 */
export function requireProductionCondition() {
  const entry = import.meta.resolve('lexical')
  if (!entry.endsWith('.node.mjs')) return
  console.error(
    'Start this through npm (npm start, npm run dev, npm run seed, …): its .npmrc sets NODE_OPTIONS=--conditions=production,\n' +
      'without which loading the rich-text editor can hang. Started otherwise, set NODE_OPTIONS=--conditions=production yourself.',
  )
  process.exit(2)
}
