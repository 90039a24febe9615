// The same gallery page at its second address; its canonical is /resources/gallery.
export { default, generateMetadata } from '../../gallery/page'
