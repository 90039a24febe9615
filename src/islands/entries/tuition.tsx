import { onIntent } from '../on-intent'

// The table shows the default tab's rows without script; its tabs and search show too, and their
// script, and React with it, loads when the visitor reaches for the table
// (docs/decisions/0033-header-on-intent.md). A tab pressed or a search typed meanwhile is taken up.
onIntent(['tuition-table'], () => import('../later/tuition'))
