/**
 * The client a request is attributed to (counter clicks, sign-in attempts): the nearest hop of
 * X-Forwarded-For. scripts/server.mjs sets that header to the socket's address, or, behind a trusted
 * proxy (TRUST_PROXY), keeps the proxy's header, whose last hop is the address the proxy saw.
 */
export function clientAddress(headers: Pick<Headers, 'get'>): string {
  const hops =
    headers
      .get('x-forwarded-for')
      ?.split(',')
      .map((h) => h.trim())
      .filter(Boolean) ?? []
  return hops.at(-1) || 'unknown'
}
