// The gallery's second address (the original site's) shows the same page; its canonical address stays /resources/gallery.
export { default, getServerSideProps } from './resources/gallery'

// A document, as the gallery (Next reads this switch from each page file itself, so it is not re-exported).
export const config = { unstable_runtimeJS: false }
