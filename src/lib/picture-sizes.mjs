/**
 * The widths Next's image optimiser (`/_next/image`) resizes a picture to, and its one quality: next.config.ts
 * gives them to the optimiser, and src/lib/picture-attributes.ts writes `srcset`s from them, so a page never
 * asks for a width the optimiser refuses. Plain JavaScript, so next.config.ts and the server read it as is.
 */

/** Widths a full-width picture is offered in: phones (640–1080), laptops and desktops (1200, 1920). */
export const DEVICE_SIZES = [640, 750, 1080, 1200, 1920]

/** Widths of smaller pictures (a logo, a thumbnail): Next's default. */
export const IMAGE_SIZES = [32, 48, 64, 96, 128, 256, 384]

/** The one quality pictures are resized at. */
export const PICTURE_QUALITY = 75
