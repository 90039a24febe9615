/**
 * An upload's address as pages hand it to the image optimiser: a site path with no query string
 * (`https://www.acu.edu.ng/api/media/file/a.webp?prefix=acu-web` → `/api/media/file/a.webp`).
 * - Payload writes upload URLs on its `serverURL` (PUBLIC_URL) when one is set, but the optimiser takes
 *   site paths only (next.config.ts): it must never fetch over the network, not even from the site's
 *   own public address, which behind a proxy or TLS it may not reach.
 * - With object storage the URL names the upload's folder (`?prefix=`); the file route finds the file
 *   without it, and the optimiser takes no query string (each would be another cache entry).
 * A URL on another origin is returned unchanged.
 */
export function picturePath(url: string, origin: string | undefined): string {
  const base = origin?.replace(/\/+$/, '')
  const path = base && url.startsWith(`${base}/`) ? url.slice(base.length) : url
  return path.startsWith('/') && !path.startsWith('//') ? path.split(/[?#]/, 1)[0] : path
}
