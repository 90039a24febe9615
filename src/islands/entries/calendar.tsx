import { onIntent } from '../on-intent'

// The month grid works without script: its month and day buttons submit GET forms the server answers
// (the page is rendered per request, so its 'today' is the server's, in Lagos). So its script, and
// React with it, loads only when the visitor reaches for the grid
// (docs/decisions/0033-header-on-intent.md); then the buttons change the month and open a day in place.
onIntent(['calendar-grid'], () => import('../later/calendar'))
