import { getReadiness } from '@/content/health'

/**
 * Readiness: 200 when the database answers in time, every migration is applied and the uploads'
 * storage is reachable; 503 otherwise, with each check's result, so a proxy or a platform holds
 * traffic back from this instance until it is. Never cached.
 */
export const dynamic = 'force-dynamic'

export async function GET() {
  const result = await getReadiness()
  return Response.json(result, {
    status: result.status === 'ready' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  })
}
