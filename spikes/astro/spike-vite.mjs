// Spike-only Vite glue: how /work/main's sources are read by Astro's build.
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'

export const MAIN = new URL('./main-snapshot', import.meta.url).pathname
const here = path.dirname(new URL(import.meta.url).pathname)
const nextMedia = path.join(MAIN, process.env.NEXT_DIST_DIR || '.next-e2e-3230', 'static/media')

/**
 * A picture bundled with the site's components (`import x from './slide.webp'`) as next/image's
 * StaticImageData, pointing at the copy Next's build serves (/_next/static/media/…), so Next's
 * optimiser, which Astro's pages still use, accepts it. Spike only: a move would give such pictures
 * one home (public/ or astro:assets).
 */
export function picturesFromNextBuild() {
  return {
    name: 'spike-pictures-from-next-build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!/\.(webp|png|jpe?g)$/.test(source) || !importer?.startsWith(MAIN + '/src')) return null
      return '\0spike-picture:' + path.resolve(path.dirname(importer), source) + '.js'
    },
    async load(id) {
      if (!id.startsWith('\0spike-picture:')) return null
      const file = id.slice('\0spike-picture:'.length, -'.js'.length)
      const { name, ext } = path.parse(file)
      const built = fs.readdirSync(nextMedia).find((f) => f.startsWith(name + '.') && f.endsWith(ext))
      if (!built) throw new Error(`No copy of ${file} in ${nextMedia}: build the Next server first`)
      const { width, height } = await sharp(file).metadata()
      const scale = 8 / Math.max(width, height)
      const blurWidth = Math.max(1, Math.round(width * scale))
      const blurHeight = Math.max(1, Math.round(height * scale))
      const blur = await sharp(file).resize(blurWidth, blurHeight).webp({ quality: 70 }).toBuffer()
      const data = { src: `/_next/static/media/${built}`, width, height, blurWidth, blurHeight, blurDataURL: `data:image/webp;base64,${blur.toString('base64')}` }
      return `export default ${JSON.stringify(data)}`
    },
  }
}

const spike = (f) => path.join(here, 'src/spike', f)

/** /work/main's modules the Astro pages take from the spike instead (each explained in its file). */
export const aliases = [
  { find: /^@\/islands\/island$/, replacement: spike('island.tsx') },
  { find: /^@\/components\/ui\/frozen-markup$/, replacement: spike('frozen-markup.tsx') },
  { find: /^@payload-config$/, replacement: path.join(MAIN, 'src/payload.config.ts') },
  { find: /^@\//, replacement: path.join(MAIN, 'src') + '/' },
  { find: /^next\/head$/, replacement: spike('next-head.tsx') },
  { find: /^next\/image$/, replacement: spike('next-image.ts') },
  { find: /^next\/link$/, replacement: path.join(MAIN, 'src/islands/shims/link.tsx') },
  { find: /^next\/navigation$/, replacement: spike('next-navigation.ts') },
]
