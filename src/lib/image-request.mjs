/**
 * Which requests the image optimiser (`/_next/image`) is handed (scripts/server.mjs): only the ones
 * the site's own pages make. Next keys its disk cache on the `url` parameter as written, so every
 * spelling of one picture (`?v=1`, `%2E` for a dot, `a/../`) would be resized and stored anew.
 * Plain JavaScript with no imports, so the server loads it without a build.
 */

export const IMAGE_PATH = '/_next/image'

/**
 * Where pictures are served (next.config.ts's localPatterns): Payload's file route of the media collection,
 * and the pictures that ship with the site (public/pictures/, src/lib/site-pictures.ts).
 */
const PICTURE_FOLDERS = ['/api/media/file/', '/pictures/']

/** The parameters next/image writes, each once. */
const PARAMETERS = ['q', 'url', 'w']

/**
 * True for an address the optimiser may answer: Next takes any path that starts so, also behind a
 * locale in any case (`/light/_next/image`, `/EN-NG/_next/image`), which refuseImageRequest refuses.
 */
export const isImageRequest = (url = '/') => /^(?:\/[^/?]*)?\/_next\/image/i.test(url.split('?', 1)[0])

/**
 * True when `source` is a picture's address exactly as pages write it: one of the folders and one
 * file name, percent-encoded as encodeURIComponent does (as Payload does), with no query string.
 * @param {string} source the decoded `url` parameter
 */
export function isPictureAddress(source) {
  const folder = PICTURE_FOLDERS.find((f) => source.startsWith(f))
  if (!folder) return false
  const name = source.slice(folder.length)
  if (!name || name.length > 255) return false
  let decoded
  try {
    decoded = decodeURIComponent(name)
  } catch {
    return false
  }
  return decoded !== '.' && decoded !== '..' && !decoded.includes('/') && encodeURIComponent(decoded) === name
}

/**
 * Why to refuse an optimiser request (the status and a message), or null when Next may answer it
 * (Next itself still checks the width and quality against next.config.ts).
 * @param {string} url the request's path and query
 * @returns {{ status: 400 | 404, message: string } | null}
 */
export function refuseImageRequest(url) {
  const [pathname, ...rest] = url.split('?')
  if (pathname !== IMAGE_PATH) return { status: 404, message: 'Not found' }
  const query = new URLSearchParams(rest.join('?'))
  const names = [...query.keys()].sort()
  if (names.join('&') !== PARAMETERS.join('&'))
    return { status: 400, message: 'Expected the parameters url, w and q, once each' }
  if (!isPictureAddress(query.get('url') ?? ''))
    return { status: 400, message: '"url" must name a picture of this site as its pages do' }
  return null
}
