/**
 * The public origin for absolute links (feeds, contract image URLs): the configured public URL,
 * else the address the request was made to (the Host header; X-Forwarded-Host and -Proto only
 * behind a trusted proxy). `request.url` is no help: it names the address the server listens on.
 */
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i

export function originOf(request: Request, options: { publicUrl?: string; trustProxy: boolean }): string {
  if (options.publicUrl) return options.publicUrl
  const url = new URL(request.url)
  const forwarded = (name: string) => (options.trustProxy ? request.headers.get(name)?.split(',')[0].trim() : undefined)
  const host = [forwarded('x-forwarded-host'), request.headers.get('host')].find((h) => h && HOST.test(h)) ?? url.host
  const protocol = forwarded('x-forwarded-proto') === 'https' ? 'https' : url.protocol.replace(':', '')
  return `${protocol}://${host}`
}
