// Stands in for next/image on the server (a Vite alias). getImageProps reads the site's image
// settings (deviceSizes, qualities) from `process.env.__NEXT_IMAGE_OPTS`, which only Next's bundler
// fills in; outside Next it would write Next's default widths, which the optimiser (still Next's, at
// /_next/image) refuses. So this calls Next's private getImgProps with the site's settings: a Next
// internal, for the spike only (a move would write its own srcset or use astro:assets).
import { prepareImageConfig } from 'next/dist/shared/lib/image-config.js'
import { getImgProps } from 'next/dist/shared/lib/get-img-props.js'
import defaultLoader from 'next/dist/shared/lib/image-loader.js'

const imgConf = prepareImageConfig({
  deviceSizes: [640, 750, 1080, 1200, 1920],
  imageSizes: [32, 48, 64, 96, 128, 256, 384],
  qualities: [75],
  path: '/_next/image',
  loader: 'default',
  dangerouslyAllowSVG: false,
  unoptimized: false,
  localPatterns: [{ pathname: '/api/media/file/**', search: '' }, { pathname: '/_next/static/media/**', search: '' }],
} as never)

export function getImageProps(imgProps: Record<string, unknown>) {
  const { props } = getImgProps(imgProps as never, { defaultLoader: (defaultLoader as { default?: unknown }).default ?? defaultLoader, imgConf } as never)
  for (const [key, value] of Object.entries(props)) if (value === undefined) delete (props as Record<string, unknown>)[key]
  return { props }
}
export type ImageProps = Record<string, unknown>
export type StaticImageData = { src: string; width: number; height: number; blurDataURL?: string }
