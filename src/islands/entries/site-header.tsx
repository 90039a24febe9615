import { enhanceDisclosures } from '../disclosures'
import { onIntent } from '../on-intent'

// The header, on every document page. Its menus are native disclosures, enhanced here at once without React
// (disclosures.ts). The search is a GET form; its suggestions' script, and React with it, loads only when the
// visitor first reaches for the search box: a page read and left costs no more script.
for (const menu of document.querySelectorAll<HTMLElement>('[data-disclosures]')) enhanceDisclosures(menu)
onIntent(['search-suggest'], () => import('../later/site-header'))
