/**
 * Lexical (the admin's rich-text editor, which Payload's config loads) gives Node an entry that picks
 * its build with a top-level `await import()`. Loaded by Node's own module loader, as our scripts load
 * it, that entry can wait on itself for good: the process then hangs (a server's pages never answer)
 * or ends with code 13. Its `production` build, chosen by Node's
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

/** The Node release line the site runs and is tested on (docs/decisions/0035-node-24-brought-by-the-project.md). */
export const NODE_MAJOR = 24

/**
 * Stops a process started on another Node than the project's: npm scripts run the Node that
 * `npm install` put in node_modules/.bin; a process started with the machine's own (older) Node would
 * run code never tested on it, without the security fixes the move was for.
 */
export function requireProjectNode() {
  const major = Number(process.versions.node.split('.')[0])
  if (major === NODE_MAJOR) return
  console.error(
    `This site runs on Node ${NODE_MAJOR}; this process runs on Node ${process.versions.node}.\n` +
      'Start it through npm (npm start, npm test, …), which runs the Node that npm install brought into node_modules/.bin,\n' +
      `or install Node ${NODE_MAJOR} yourself on a machine for which the project brings none (see the README).`,
  )
  process.exit(2)
}
