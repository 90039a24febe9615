/**
 * The gallery thumbnails' `sizes` in the first slider, the smallest share of the screen a thumbnail
 * takes: the server works out every thumbnail's sources with it (viewer-items.ts).
 */
export const THUMB_SIZES = '(min-width: 1280px) 290px, (min-width: 960px) 23vw, 46vw'
