import { onIntent } from '../on-intent'

// Every programme shows without script; the search box shows too, and its script, and React with it, loads
// when the visitor reaches for it (docs/decisions/0033-header-on-intent.md). What was typed meanwhile
// is taken up once it has come.
onIntent(['programme-search'], () => import('../later/faculty'))
