import { onIntent } from '../on-intent'

// The news and events lists work without script: the type filters are links, the search a GET form,
// 'Show more' a link the server answers. So their script, and React with it, loads only when the
// visitor reaches for the list (docs/decisions/0033-header-on-intent.md): a list read and left costs
// no script, and its first paint waits on none.
onIntent(['filtered-list'], () => import('../later/lists'))
