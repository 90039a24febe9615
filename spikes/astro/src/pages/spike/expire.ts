import type { APIRoute } from 'astro'

// What an edit's hook would call (Astro's documented cache.invalidate): POST {"tags": [...]}. Spike only, no auth.
export const POST: APIRoute = async ({ request, cache }) => {
  const { tags } = (await request.json()) as { tags: string[] }
  await cache.invalidate({ tags })
  return new Response(null, { status: 204 })
}
