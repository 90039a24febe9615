// Imports nothing: the home page's entry script reads these without loading React.

/** docs/site.md#slider: each slide shows 5 s, the first one from when the page began. */
export const ADVANCE_MS = 5000

/**
 * The slider's script, and React with it, comes 3 s after the page began, or once it has loaded if that is
 * later (sooner when the visitor reaches for an island of the page): after the page's own content and
 * pictures, and in time for the first move on a phone on 3G.
 */
export const SLIDER_SCRIPT_BY_MS = 3000
