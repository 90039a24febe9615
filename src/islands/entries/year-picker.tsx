import { onIntent } from '../on-intent'

// A breakdown shows its first year from the first paint (the others `script-hidden`), with its year
// buttons; their script, and React with it, loads when the visitor reaches for them
// (docs/decisions/0033-header-on-intent.md). A year pressed meanwhile is pressed again once it has.
onIntent(['year-picker'], () => import('../later/year-picker'))
