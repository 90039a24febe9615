import { getImageProps, type ImageProps } from 'next/image'

/**
 * A picture with next/image's markup (the same resized sources, `srcset`, sizes and lazy loading),
 * rendered on the server as a plain <img>. next/image's own component is a client component: every
 * page using it ships its script (about 9 KB compressed) and hydrates each picture, to do nothing a
 * server-rendered <img> does not do already. It renders the same in a client component.
 *
 * `preload` marks the page's largest picture: it loads at once and at high priority, so the largest
 * paint does not wait behind the scripts. It is not preloaded from the <head> (React's preload()):
 * in a server component that hint also travels in the data Next prefetches for every link on a
 * page, and the browser would download the heroes of all the pages a visitor might open next.
 */
export function Picture({ preload, loading, fetchPriority, ...rest }: ImageProps) {
  const { props } = getImageProps({
    ...rest,
    loading: preload ? 'eager' : loading,
    fetchPriority: preload ? 'high' : fetchPriority,
  })
  // This is next/image's own markup (resized, with srcset); the alt text is among the props.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...props} />
}
