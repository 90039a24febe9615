import { getSearchSuggestions } from '@/content/search'

/**
 * Suggestions as the visitor types in the header's search box: at most five titles with their
 * addresses, best first. The answer is the visitor's own words, so only their browser keeps it, briefly.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const suggestions = await getSearchSuggestions(new URL(request.url).searchParams.get('q'))
  return Response.json(
    { suggestions },
    { headers: { 'Cache-Control': 'private, max-age=60', 'X-Robots-Tag': 'noindex' } },
  )
}
