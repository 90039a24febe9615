/**
 * The small modules several islands use, reached from every island's script (through hydrate.ts) so
 * that the islands' build puts them in the one chunk every script loads, beside React: a page loads
 * that chunk and its own script, not a handful of tiny chunks, one request each on a slow line.
 */
import 'react/jsx-runtime'
import '@/client-hooks/use-debounced'
import '@/client-hooks/use-hydrated'
import '@/components/layout/icons'
import '@/components/ui/link'
import '@/components/ui/search-field'
import '@/components/ui/table-head'
import '@/components/ui/toggle-group'
import '@/lib/routes'
import '@/lib/text'
