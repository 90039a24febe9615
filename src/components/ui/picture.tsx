import { getImageProps, type ImageProps } from 'next/image'
import { preload as preloadImage } from 'react-dom'

/**
 * A picture with next/image's markup (the same resized sources, `srcset`, sizes and lazy loading),
 * rendered on the server as a plain <img>. next/image's own component is a client component: every
 * page using it ships its script (about 9 KB compressed) and hydrates each picture, to do nothing a
 * server-rendered <img> does not do already. Client components that show pictures still use it.
 *
 * `preload` marks the page's largest picture: it is requested early, from the page's <head>, and at
 * high priority, so the largest paint does not wait behind the scripts.
 */
export function Picture({ preload, loading, fetchPriority, ...rest }: ImageProps) {
  const { props } = getImageProps({
    ...rest,
    loading: preload ? 'eager' : loading,
    fetchPriority: preload ? 'high' : fetchPriority,
  })
  if (preload) {
    preloadImage(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    })
  }
  // This is next/image's own markup (resized, with srcset); the alt text is among the props.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...props} />
}
