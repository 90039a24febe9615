/** Structured data for search engines. */

/**
 * JSON for a <script type="application/ld+json">: '<' is escaped so no value can close the
 * script element, and the line separators JavaScript once refused are escaped too.
 */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
