import { onIntent } from '../on-intent'

// The steps before applying show from the first paint (the steps after `script-hidden`), with the
// toggle; its script, and React with it, loads when the visitor reaches for the steps
// (docs/decisions/0033-header-on-intent.md). A button pressed meanwhile is pressed again once it has.
onIntent(['steps-toggle'], () => import('../later/process'))
