import { onIntent } from '../on-intent'

// The portal directory works without script: its filters are links the server answers, its tiles
// plain links. So its script, and React with it, loads only when the visitor reaches for the
// directory (docs/decisions/0033-header-on-intent.md); then the filters switch at once.
onIntent(['portal-directory'], () => import('../later/portal'))
