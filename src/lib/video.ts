/**
 * The page to watch an embedded video on, for visitors without the player (no JavaScript, or
 * data-light mode): a YouTube or Vimeo embed address becomes the video's own page; any other https
 * address is used as it is; anything else gives null (no link).
 */
export function videoPageUrl(embedUrl: string): string | null {
  let url: URL
  try {
    url = new URL(embedUrl.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:') return null
  const host = url.hostname.toLowerCase()
  const [first, id] = url.pathname.split('/').filter(Boolean)
  const validId = id !== undefined && /^[\w-]{1,64}$/.test(id)
  if (/^(www\.)?youtube(-nocookie)?\.com$/.test(host) && first === 'embed' && validId) {
    return `https://www.youtube.com/watch?v=${id}`
  }
  if (host === 'player.vimeo.com' && first === 'video' && validId) return `https://vimeo.com/${id}`
  return url.href
}
