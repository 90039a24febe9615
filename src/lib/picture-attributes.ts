import type { CSSProperties, ImgHTMLAttributes } from 'react'

import { IMAGE_PATH } from './image-request.mjs'
import { BANNER_QUALITY, DEVICE_SIZES, IMAGE_SIZES, PICTURE_QUALITY } from './picture-sizes.mjs'

/**
 * A picture's <img> attributes, resized by Next's image optimiser: the `srcset` of the widths it serves
 * (./picture-sizes.mjs) in its documented address form (`/_next/image?url=…&w=…&q=…`), lazy unless
 * preloaded, the box of `fill` and a blurred placeholder. The same attributes next/image's `getImageProps`
 * writes for the site's pictures, worked out without it, so a page rendered outside Next (Astro: decision
 * 39) writes them too.
 */

/** A picture bundled with the code (`import slide from './slide.webp'`): its address and size. */
export type BundledPicture = {
  src: string
  width: number
  height: number
  /** A tiny copy, as a data: address, for the blurred placeholder. */
  blurDataURL?: string
  blurWidth?: number
  blurHeight?: number
}

export type PictureProps = {
  /** An uploaded picture's site path (`/api/media/file/…`), or a bundled picture. */
  src: string | BundledPicture
  alt: string
  width?: number
  height?: number
  /** Fills its positioned parent (then `sizes` says how wide it shows). */
  fill?: boolean
  sizes?: string
  /** The page's largest picture: loads at once, at high priority. */
  preload?: boolean
  loading?: 'eager' | 'lazy'
  placeholder?: 'blur' | 'empty'
  /** A banner's picture, under its tint and text: resized at the banner's lower quality (./picture-sizes.mjs). */
  banner?: boolean
  className?: string
  style?: CSSProperties
  'data-decorative'?: boolean
}

export type ImgAttributes = ImgHTMLAttributes<HTMLImageElement> & { 'data-decorative'?: boolean }

const ALL_SIZES = [...DEVICE_SIZES, ...IMAGE_SIZES].sort((a, b) => a - b)

const FILL_BOX: CSSProperties = {
  position: 'absolute',
  height: '100%',
  width: '100%',
  left: 0,
  top: 0,
  right: 0,
  bottom: 0,
}

/** Where the optimiser serves `src` at `width` (and `quality`, one of ./picture-sizes.mjs's). */
export const optimisedAddress = (src: string, width: number, quality = PICTURE_QUALITY) =>
  `${IMAGE_PATH}?url=${encodeURIComponent(src)}&w=${width}&q=${quality}`

/**
 * The widths to offer: for a `sizes`, every width from the narrowest share of the narrowest screen
 * (`80vw` of 640 px) up; for a fixed width, that width and twice it (1x, 2x), as served; else the
 * screen widths.
 */
function widthsFor(width: number | undefined, sizes: string | undefined): { widths: number[]; kind: 'w' | 'x' } {
  if (sizes) {
    const shares = [...sizes.matchAll(/(^|\s)(1?\d?\d)vw/g)].map((match) => Number(match[2]))
    if (shares.length === 0) return { widths: ALL_SIZES, kind: 'w' }
    const narrowest = DEVICE_SIZES[0] * Math.min(...shares) * 0.01
    return { widths: ALL_SIZES.filter((size) => size >= narrowest), kind: 'w' }
  }
  if (width === undefined) return { widths: DEVICE_SIZES, kind: 'w' }
  const served = [width, width * 2].map((w) => ALL_SIZES.find((size) => size >= w) ?? ALL_SIZES[ALL_SIZES.length - 1])
  return { widths: [...new Set(served)], kind: 'x' }
}

/** The blurred placeholder behind a bundled picture while it loads (an SVG filter over its tiny copy). */
function blurBackground(picture: BundledPicture): CSSProperties {
  const width = (picture.blurWidth ?? 0) * 40 || picture.width
  const height = (picture.blurHeight ?? 0) * 40 || picture.height
  const svg =
    `%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${width} ${height}'%3E%3Cfilter id='b' color-interpolation-filters='sRGB'%3E` +
    `%3CfeGaussianBlur stdDeviation='20'/%3E%3CfeColorMatrix values='1 0 0 0 0 0 1 0 0 0 0 0 1 0 0 0 0 0 100 -1' result='s'/%3E` +
    `%3CfeFlood x='0' y='0' width='100%25' height='100%25'/%3E%3CfeComposite operator='out' in='s'/%3E%3CfeComposite in2='SourceGraphic'/%3E` +
    `%3CfeGaussianBlur stdDeviation='20'/%3E%3C/filter%3E%3Cimage width='100%25' height='100%25' x='0' y='0' preserveAspectRatio='none' ` +
    `style='filter: url(%23b);' href='${picture.blurDataURL}'/%3E%3C/svg%3E`
  return {
    backgroundSize: 'cover',
    backgroundPosition: '50% 50%',
    backgroundRepeat: 'no-repeat',
    backgroundImage: `url("data:image/svg+xml;charset=utf-8,${svg}")`,
  }
}

/** The <img> attributes of a picture (see the top of this file). */
export function pictureAttributes({
  src,
  width,
  height,
  fill = false,
  sizes,
  preload = false,
  loading,
  placeholder = 'empty',
  banner = false,
  className,
  style,
  ...rest
}: PictureProps): ImgAttributes {
  const bundled = typeof src === 'string' ? null : src
  const path = typeof src === 'string' ? src : src.src
  if (bundled && !fill && width === undefined && height === undefined) ({ width, height } = bundled)
  // An SVG is sent as it is (the optimiser does not resize vector pictures).
  const asIs = path.split('?', 1)[0].endsWith('.svg')
  const blur = bundled?.blurDataURL && placeholder === 'blur' ? blurBackground(bundled) : {}
  const { widths, kind } = widthsFor(width, sizes)
  const quality = banner ? BANNER_QUALITY : PICTURE_QUALITY
  return {
    ...rest,
    loading: preload ? 'eager' : (loading ?? 'lazy'),
    fetchPriority: preload ? 'high' : undefined,
    width,
    height,
    decoding: 'async',
    className,
    style: { ...(fill ? FILL_BOX : {}), color: 'transparent', ...style, ...blur },
    sizes: asIs ? undefined : !sizes && kind === 'w' ? '100vw' : sizes,
    srcSet: asIs
      ? undefined
      : widths.map((w, i) => `${optimisedAddress(path, w, quality)} ${kind === 'w' ? w : i + 1}${kind}`).join(', '),
    src: asIs ? path : optimisedAddress(path, widths[widths.length - 1], quality),
  }
}
