/**
 * Marks a module that reads the database or secrets. The `server-only` package does this for the App
 * Router alone (Next refuses it in the Pages Router, which renders the document pages); this guard
 * works under both: a browser bundle that runs it fails at once. ESLint keeps src/content out of
 * client components and islands, so such a bundle is never built.
 */
if (typeof window !== 'undefined') throw new Error('A server-only module was loaded in the browser.')

export {}
