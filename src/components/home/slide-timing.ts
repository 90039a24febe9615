// Imports nothing: the home page's entry script reads these.

/** docs/site.md#slider: each slide shows 5 s, the first one from when the page began. */
export const ADVANCE_MS = 5000

/**
 * The second slide's picture comes 3 s after the page began, or once it has loaded if that is later (at once
 * when the visitor moves the slider): after the page's own content and pictures, and in time for the first move
 * on a phone on 3G.
 */
export const NEXT_PICTURE_BY_MS = 3000
