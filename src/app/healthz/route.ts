/**
 * Liveness: the process answers. Nothing else is asked, so a database outage never gets a live
 * instance restarted; readiness is /readyz.
 */
export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } })
}
