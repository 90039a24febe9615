import { onIntent } from '../on-intent'

// The header's interactive leaves, on every document page. Their markup works without script (the
// menus are native disclosures, the search a GET form), so their script, and React with it, loads
// only when the visitor first reaches for the header: a page read and left costs no script.
onIntent(['desktop-nav', 'mobile-menu', 'search-suggest'], () => import('../later/site-header'))
