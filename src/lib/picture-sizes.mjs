/**
 * The widths Next's image optimiser (`/_next/image`) resizes a picture to, and its qualities: next.config.ts
 * gives them to the optimiser, and src/lib/picture-attributes.ts writes `srcset`s from them, so a page never
 * asks for a width the optimiser refuses. Plain JavaScript, so next.config.ts and the server read it as is.
 */

/** Widths a full-width picture is offered in: phones (640–1080), laptops and desktops (1200, 1920). */
export const DEVICE_SIZES = [640, 750, 1080, 1200, 1920]

/** Widths of smaller pictures (a logo, a thumbnail): Next's default. */
export const IMAGE_SIZES = [32, 48, 64, 96, 128, 256, 384]

/** The quality pictures are resized at. */
export const PICTURE_QUALITY = 75

/**
 * The quality of a banner's picture, under its dark tint and white text, which hide what the lower quality
 * loses: the page's largest picture in about 40 % fewer bytes on a slow line (docs/decisions/0040).
 */
export const BANNER_QUALITY = 50
