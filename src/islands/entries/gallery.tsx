import { onIntent } from '../on-intent'

// The gallery paints its sliders as they start; without script its pictures are links to the files,
// 'Show more' a link the server answers. So its script, and React with it, loads when the visitor
// reaches for it (docs/decisions/0033-header-on-intent.md). A picture clicked before then opens in
// the lightbox once the script has come, and a slider's Previous or Next is pressed again.
onIntent(['gallery-viewer'], () => import('../later/gallery'), 'a[data-lightbox]')
