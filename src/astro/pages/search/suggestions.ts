import type { APIRoute } from 'astro'

import { getSearchSuggestions } from '@/content/search'

/**
 * Suggestions as the visitor types in the header's search box: at most five titles with their
 * addresses, best first. Answered here, beside the search page, so one process holds one search engine.
 * The answer is the visitor's own words, so only their browser keeps it, briefly.
 */
export const GET: APIRoute = async ({ url }) => {
  const suggestions = await getSearchSuggestions(url.searchParams.get('q'))
  return Response.json(
    { suggestions },
    { headers: { 'Cache-Control': 'private, max-age=60', 'X-Robots-Tag': 'noindex' } },
  )
}
