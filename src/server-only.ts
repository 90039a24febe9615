/**
 * Marks a module that reads the database or secrets. The `server-only` package does this for Next's
 * App Router alone (it throws in Astro's pages, which read the same modules); this guard works under
 * both: a browser bundle that runs it fails at once. ESLint keeps src/content out of
 * client components and islands, so such a bundle is never built.
 */
if (typeof window !== 'undefined') throw new Error('A server-only module was loaded in the browser.')

export {}
