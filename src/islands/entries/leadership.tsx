import { onIntent } from '../on-intent'

// The directory works without script: its tabs are links, its search a GET form, 'Show more' a link
// the server answers, and a leader's profile opens in place. So its script, and React with it, loads
// only when the visitor reaches for the directory (docs/decisions/0033-header-on-intent.md).
onIntent(['staff-directory'], () => import('../later/leadership'))
