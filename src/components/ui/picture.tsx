import { pictureData, type PictureProps } from './picture-data'
import { PlainPicture } from './plain-picture'

/**
 * A picture resized by Next's image optimiser (`srcset`, sizes and lazy loading: src/lib/picture-attributes.ts),
 * rendered on the server as a plain <img>. next/image's own component is a client component: every
 * page using it ships its script (about 9 KB compressed) and hydrates each picture, to do nothing a
 * server-rendered <img> does not do already. It renders the same in a client component.
 *
 * `preload` marks the page's largest picture: it loads at once and at high priority, so the largest
 * paint does not wait behind the scripts.
 *
 * A picture that loads at once is wrapped in <picture>. React's server renderer turns every eager
 * <img> into a preload hint, and Next sends those hints with the data it prefetches for each link on
 * a page: the browser would download the hero of every page linked from the one being read. React
 * leaves out images inside <picture> (the browser may choose another source there). The wrapper has
 * no box of its own (globals.css), so the layout is that of the <img> alone.
 */
export function Picture(props: PictureProps) {
  return <PlainPicture picture={pictureData(props)} />
}
